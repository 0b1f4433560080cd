"""Errors that name where bad input is: file, row and field."""

from __future__ import annotations

from pathlib import Path


class InputError(ValueError):
    """Bad source data. ``row`` is the 1-based data row (the header is row 0)."""

    def __init__(
        self, file: Path | str, message: str, *, row: int | None = None, field: str | None = None
    ) -> None:
        self.file = str(file)
        self.row = row
        self.field = field
        self.message = message
        where = self.file
        if row is not None:
            where += f", row {row}"
        if field is not None:
            where += f", field {field!r}"
        super().__init__(f"{where}: {message}")

    def __reduce__(self):  # noqa: ANN204 - pickles whole across Dask workers
        return (_input_error, (self.file, self.message, self.row, self.field))

    def as_report(self) -> dict[str, object]:
        return {"file": self.file, "row": self.row, "field": self.field, "message": self.message}


def _input_error(file: str, message: str, row: int | None, field: str | None) -> InputError:
    return InputError(file, message, row=row, field=field)


class GateError(RuntimeError):
    """A built dataset failed its quality gate and was not published."""
