"""The local embedder runs all-MiniLM-L6-v2 through ONNX Runtime; its vectors must be the
ones sentence-transformers computes with torch from the same package."""

from __future__ import annotations

import numpy as np

from rallyscope.search.embed import _package_path, local_embedder, onnx_file

NARRATIVE = (
    "Alice Ace serves short to the front left; Bea Block pushes to the mid court, and the "
    "rally turns on a long exchange of drives before a lift to the rear right is smashed "
    "cross-court for a winner. "
) * 12  # well past the 256 tokens the model reads: both must cut it the same way

TEXTS = [
    "",
    "smash",
    "a winning smash set up by moving the opponent around",
    "drop shots that do not win",
    NARRATIVE,
    "net shot, net shot, net kill",
]


def test_vectors_match_sentence_transformers():
    from sentence_transformers import SentenceTransformer

    reference = SentenceTransformer(str(_package_path()), device="cpu")
    reference.max_seq_length = 256
    expected = reference.encode(TEXTS, normalize_embeddings=True, convert_to_numpy=True)
    got = local_embedder().embed(TEXTS)
    assert got.shape == expected.shape == (len(TEXTS), 384)
    assert np.abs(got - expected).max() < 1e-5
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-6)


def test_batching_and_order_do_not_change_a_vector():
    embedder = local_embedder()
    alone = np.stack([embedder.embed([t])[0] for t in TEXTS])
    together = embedder.embed(TEXTS[::-1])[::-1]
    assert np.abs(alone - together).max() < 1e-5


def test_the_graph_is_exported_once_into_the_models_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("RALLYSCOPE_MODELS_DIR", str(tmp_path))
    path = onnx_file(_package_path())
    assert path.parent == tmp_path and path.suffix == ".onnx"
    assert [p.name for p in tmp_path.iterdir()] == [path.name], "no draft is left behind"
    stamp = path.stat().st_mtime_ns
    assert onnx_file(_package_path()) == path and path.stat().st_mtime_ns == stamp


def test_an_empty_list_embeds_to_no_rows():
    assert local_embedder().embed([]).shape == (0, 384)
