// A disclosure button (an anywidget ES module): a real <button> with aria-expanded, reached by
// Tab and opened by Enter or Space, that shows or hides the part under it (the house rules, the
// game's log). ipywidgets' Accordion headers cannot be reached by keyboard; this can.

function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tt-disclosure";
  const mark = document.createElement("span");
  mark.setAttribute("aria-hidden", "true");
  mark.className = "tt-disclosure-mark";
  const words = document.createElement("span");
  button.append(mark, words);
  el.append(button);

  function draw() {
    const open = model.get("expanded");
    button.setAttribute("aria-expanded", open ? "true" : "false");
    mark.textContent = open ? "▾ " : "▸ ";
    words.textContent = model.get("description");
  }

  button.addEventListener("click", () => {
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
  });
  model.on("change:expanded", draw);
  model.on("change:description", draw);
  draw();
  return () => {
    model.off("change:expanded", draw);
    model.off("change:description", draw);
  };
}

export default { render };
