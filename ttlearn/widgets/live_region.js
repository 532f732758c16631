// A live region (an anywidget ES module): the words a screen reader reads out when something
// changes on the page. It stays in the page, unhidden, for as long as its view does: a region
// that is made anew, or sits in a part of the page that is hidden, is read by no screen reader.
// It is drawn out of sight (the page already shows the same words where they belong).

function render({ model, el }) {
  const live = document.createElement("div");
  live.className = "tt-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  Object.assign(live.style, {
    position: "absolute", width: "1px", height: "1px", overflow: "hidden",
    clip: "rect(0 0 0 0)", clipPath: "inset(50%)", whiteSpace: "nowrap",
  });
  el.append(live);

  function show() {
    // The same words said again (a second "You drew 5♠.") are a new change: empty the region
    // first, then fill it on the next frame, so that the screen reader hears a change.
    live.textContent = "";
    const text = model.get("text");
    requestAnimationFrame(() => {
      live.textContent = text;
      live.dataset.count = String(model.get("count"));
    });
  }

  show();
  model.on("change:count", show);
}

export default { render };
