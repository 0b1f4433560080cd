// rallyscope pages: draw plotly figures, open rallies from chart points, and link the
// court diagram, the shot table and the narrative's citations of a rally.
"use strict";

document.querySelectorAll("[data-figure]").forEach((el) => {
  const fig = JSON.parse(el.dataset.figure);
  Plotly.newPlot(el, fig.data, fig.layout, { displaylogo: false, responsive: true });
  el.on("plotly_click", (ev) => {
    const url = ev.points.length && ev.points[0].customdata;
    if (typeof url === "string" && url.startsWith("/")) window.location.href = url;
  });
});

const court = document.querySelector("svg[data-court]");
if (court) {
  const line = document.getElementById("shot-line");
  const resting = line.textContent;
  const focus = (numbers) => {
    court.classList.toggle("focusing", numbers.length > 0);
    court.querySelectorAll("[data-shot]").forEach((g) => {
      g.classList.toggle("focus", numbers.includes(g.dataset.shot));
    });
    document.querySelectorAll("[data-row]").forEach((tr) => {
      tr.classList.toggle("focus", numbers.includes(tr.dataset.row));
    });
    const first = numbers.length && court.querySelector(`[data-shot="${numbers[0]}"] title`);
    line.textContent = first ? first.textContent : resting;
  };
  const hover = (el, numbers) => {
    el.addEventListener("mouseenter", () => focus(numbers));
    el.addEventListener("focus", () => focus(numbers));
    el.addEventListener("mouseleave", () => focus([]));
    el.addEventListener("blur", () => focus([]));
  };
  court.querySelectorAll("[data-shot]").forEach((g) => hover(g, [g.dataset.shot]));
  document.querySelectorAll("[data-row]").forEach((tr) => {
    hover(tr, [tr.dataset.row]);
    tr.addEventListener("click", () => court.scrollIntoView({ behavior: "smooth", block: "center" }));
  });
  document.querySelectorAll("[data-cite]").forEach((a) => {
    const numbers = a.dataset.cite.split(" ");
    hover(a, numbers);
    a.addEventListener("click", (ev) => {
      ev.preventDefault();
      court.scrollIntoView({ behavior: "smooth", block: "center" });
      focus(numbers);
    });
  });
}
