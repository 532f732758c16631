// The card table in the browser (an anywidget ES module, no build step).
//
// Python (ttlearn/widgets/card_table.py) owns the state and the behaviour; this module only
// draws it and reports what the learner does:
//   click, Enter or Space on a card   -> {event: "click", id}
//   drag a card and drop it           -> {event: "move", id, group, index}
//   Shift+arrows on a card            -> the same "move", by keyboard
// Arrows move the focus (left/right within a group, up/down between groups); Tab goes from
// group to group. Each card is a button named by what it shows, then in words ("2♠, two of
// spades"): a toggle (aria-pressed) on a table whose clicks select, a plain button on one whose
// clicks act (`acts`: discard). No title: the name is read once, and the face shows it.

const SELECTED_CLASS = "tt-selected";

function cardNode(card, faces) {
  const node = document.createElement("div");
  node.className = "tt-card";
  node.setAttribute("role", "button");
  node.setAttribute("draggable", "true");
  node.dataset.id = String(card.id);
  const face = document.createElement("div");
  face.className = "tt-face";
  face.setAttribute("aria-hidden", "true");
  const tick = document.createElement("span");
  tick.className = "tt-tick";
  tick.setAttribute("aria-hidden", "true");
  tick.textContent = "✓";
  const badge = document.createElement("span");
  badge.className = "tt-badge";
  badge.setAttribute("aria-hidden", "true");
  node.append(face, tick, badge);
  return node;
}

const faceUrls = new Map(); // face key + its SVG -> a data: URL, made once

function faceUrl(faces, key) {
  const svg = faces[key] || "";
  const known = faceUrls.get(key);
  if (known && known.svg === svg) return known.url;
  const url = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  faceUrls.set(key, { svg, url });
  return url;
}

function updateCard(node, card, faces, selected, acts) {
  if (node._face !== card.face) {
    // The face as a picture (an <img> of its SVG, alt=""): the card's name says it all, and the
    // face's letters ("8", "WILD") are not text nodes that axe would hold the name against
    // (WCAG 2.5.3: "8 8" is not in "8♣, eight of clubs").
    const img = document.createElement("img");
    img.alt = "";
    img.draggable = false;
    img.src = faceUrl(faces, card.face);
    node.firstChild.replaceChildren(img);
    node._face = card.face;
  }
  if (node._label !== card.label) {
    node.setAttribute("aria-label", card.label);
    node._label = card.label;
  }
  const pressed = selected.has(card.id);
  if (node._pressed !== pressed || node._acts !== acts) {
    if (acts) node.removeAttribute("aria-pressed");
    else node.setAttribute("aria-pressed", pressed ? "true" : "false");
    node.classList.toggle(SELECTED_CLASS, pressed);
    node._pressed = pressed;
    node._acts = acts;
  }
  if (node._badge !== card.badge) {
    node.lastChild.textContent = card.badge || "";
    node.lastChild.hidden = !card.badge;
    node._badge = card.badge;
  }
}

function groupNode(key) {
  const node = document.createElement("section");
  node.className = "tt-group";
  node.setAttribute("role", "group");
  node.dataset.key = key;
  const head = document.createElement("div");
  head.className = "tt-head";
  const title = document.createElement("span");
  title.className = "tt-title";
  const note = document.createElement("span");
  note.className = "tt-note";
  head.append(title, note);
  const row = document.createElement("div");
  row.className = "tt-row";
  row.dataset.key = key;
  const hint = document.createElement("div");
  hint.className = "tt-hint";
  node.append(head, row);
  node._row = row;
  node._hint = hint;
  return node;
}

function updateGroup(node, group) {
  if (node._sig !== JSON.stringify([group.title, group.note, group.tone, group.colour, group.hint, group.drop, group.wide])) {
    node._sig = JSON.stringify([group.title, group.note, group.tone, group.colour, group.hint, group.drop, group.wide]);
    node.querySelector(".tt-title").textContent = group.title;
    node.querySelector(".tt-note").textContent = group.note || "";
    node.setAttribute("aria-label", group.note ? `${group.title}. ${group.note}` : group.title);
    node.className = "tt-group" + (group.tone ? ` tt-tone-${group.tone}` : "") + (group.wide ? " tt-wide" : "");
    node.style.setProperty("--tt-frame", group.colour || "#767676");
    node._hint.textContent = group.hint || "";
    node.dataset.drop = group.drop ? "yes" : "no";
  }
}

// Put `wanted` into `parent` in this order, moving only what is out of place.
function arrange(parent, wanted) {
  let at = parent.firstChild;
  for (const child of wanted) {
    if (child === at) {
      at = at.nextSibling;
    } else {
      parent.insertBefore(child, at);
    }
  }
  while (at) {
    const next = at.nextSibling;
    parent.removeChild(at);
    at = next;
  }
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "tt-table";
  root.setAttribute("role", "group");
  // Its own live region only when it speaks for itself: an owner with a LiveRegion says it all.
  const live = document.createElement("div");
  live.className = "tt-live";
  live.setAttribute("aria-live", "polite");
  const body = document.createElement("div");
  body.className = "tt-body";
  root.append(body);
  if (model.get("speaks")) root.append(live);
  el.append(root);

  const cards = new Map(); // id -> node
  const groups = new Map(); // key -> node
  let layout = [];
  let focusId = null;
  let focusAsked = model.get("focus")[1]; // the last focus request done
  let dragId = null;
  const marker = document.createElement("div");
  marker.className = "tt-marker";
  marker.setAttribute("aria-hidden", "true");

  function where(id) {
    for (let g = 0; g < layout.length; g++) {
      const i = layout[g].cards.findIndex((c) => c.id === id);
      if (i >= 0) return { g, i };
    }
    return null;
  }

  // A click on a table whose clicks only toggle the selection shows at once (no wait for
  // the kernel); the kernel's answer, which is the same, then confirms it.
  let pending = 0; // clicks shown locally that the kernel has not answered yet
  let localSelected = null;

  function toggleLocally(id) {
    const selected = localSelected || new Set(model.get("selected"));
    if (selected.has(id)) selected.delete(id);
    else selected.add(id);
    localSelected = selected;
    pending += 1;
    const at = where(id);
    if (at) updateCard(cards.get(id), layout[at.g].cards[at.i], model.get("faces"), selected, model.get("acts"));
  }

  function draw() {
    const hadFocus = root.contains(document.activeElement);
    const faces = model.get("faces");
    const selected = pending > 0 && localSelected ? localSelected : new Set(model.get("selected"));
    layout = model.get("groups");
    root.style.setProperty("--tt-card-w", `${model.get("size")}px`);
    root.setAttribute("aria-label", model.get("label"));
    const seen = new Set();
    const groupNodes = [];
    for (const group of layout) {
      let gnode = groups.get(group.key);
      if (!gnode) {
        gnode = groupNode(group.key);
        groups.set(group.key, gnode);
      }
      updateGroup(gnode, group);
      const nodes = [];
      for (const card of group.cards) {
        let node = cards.get(card.id);
        if (!node) {
          node = cardNode(card, faces);
          cards.set(card.id, node);
        }
        updateCard(node, card, faces, selected, model.get("acts"));
        node.classList.toggle("tt-dragging", card.id === dragId);
        seen.add(card.id);
        nodes.push(node);
      }
      // one tab stop a group: the focused card, else the first (a roving tabindex)
      const stop = group.cards.some((c) => c.id === focusId) ? focusId : group.cards.length ? group.cards[0].id : null;
      for (const card of group.cards) cards.get(card.id).tabIndex = card.id === stop ? 0 : -1;
      if (!group.cards.length) nodes.push(gnode._hint);
      arrange(gnode._row, nodes);
      groupNodes.push(gnode);
    }
    for (const [id, node] of cards) if (!seen.has(id)) cards.delete(id);
    for (const [key] of groups) if (!layout.some((g) => g.key === key)) groups.delete(key);
    arrange(body, groupNodes);
    if (model.get("speaks") && live.textContent !== model.get("message")) live.textContent = model.get("message");
    // A focus asked for from Python (the card just drawn), once per request.
    const [askedId, asked] = model.get("focus");
    if (asked !== focusAsked && askedId !== null && cards.has(askedId)) {
      focusAsked = asked;
      focusCard(askedId);
    } else if (hadFocus && focusId !== null && cards.has(focusId) && document.activeElement !== cards.get(focusId)) {
      cards.get(focusId).focus({ preventScroll: true });
    }
    root.dataset.version = String(model.get("version"));
  }

  function answered() {
    pending = Math.max(0, pending - 1);
    if (pending === 0) localSelected = null;
    redraw();
  }

  let queued = false;
  function redraw() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      draw();
    });
  }

  const idOf = (target) => {
    const node = target.closest && target.closest(".tt-card");
    return node && root.contains(node) ? Number(node.dataset.id) : null;
  };

  function send(message) {
    model.send(message);
  }

  function click(id) {
    if (model.get("toggle_locally")) toggleLocally(id);
    send({ event: "click", id });
  }

  function focusCard(id) {
    const node = cards.get(id);
    if (!node) return;
    focusId = id;
    for (const other of node.parentNode.querySelectorAll(".tt-card")) other.tabIndex = -1;
    node.tabIndex = 0;
    node.focus();
  }

  root.addEventListener("click", (event) => {
    const id = idOf(event.target);
    if (id === null) return;
    focusId = id;
    click(id);
  });

  root.addEventListener("focusin", (event) => {
    const id = idOf(event.target);
    if (id !== null) focusId = id;
  });

  root.addEventListener("keydown", (event) => {
    const id = idOf(event.target);
    if (id === null) return;
    const at = where(id);
    if (!at) return;
    const group = layout[at.g];
    const key = event.key;
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      click(id);
      return;
    }
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(key)) return;
    event.preventDefault();
    if (event.shiftKey) {
      // move the card itself
      if (key === "ArrowLeft" || key === "ArrowRight") {
        const index = at.i + (key === "ArrowLeft" ? -1 : 1);
        if (index >= 0 && index < group.cards.length) send({ event: "move", id, group: group.key, index });
      } else if (key === "ArrowUp" || key === "ArrowDown") {
        const step = key === "ArrowUp" ? -1 : 1;
        for (let g = at.g + step; g >= 0 && g < layout.length; g += step) {
          if (layout[g].drop) {
            send({ event: "move", id, group: layout[g].key, index: layout[g].cards.length });
            break;
          }
        }
      }
      return;
    }
    if (key === "ArrowLeft" && at.i > 0) focusCard(group.cards[at.i - 1].id);
    else if (key === "ArrowRight" && at.i < group.cards.length - 1) focusCard(group.cards[at.i + 1].id);
    else if (key === "Home") focusCard(group.cards[0].id);
    else if (key === "End") focusCard(group.cards[group.cards.length - 1].id);
    else if (key === "ArrowUp" || key === "ArrowDown") {
      const step = key === "ArrowUp" ? -1 : 1;
      for (let g = at.g + step; g >= 0 && g < layout.length; g += step) {
        const cardsThere = layout[g].cards;
        if (cardsThere.length) {
          focusCard(cardsThere[Math.min(at.i, cardsThere.length - 1)].id);
          break;
        }
      }
    }
  });

  // --- drag and drop (HTML5) --------------------------------------------------------------

  function dropTarget(target) {
    const gnode = target.closest && target.closest(".tt-group");
    if (!gnode || !root.contains(gnode) || dragId === null) return null;
    const from = where(dragId);
    const key = gnode.dataset.key;
    const same = from && layout[from.g].key === key;
    return gnode.dataset.drop === "yes" || same ? gnode : null;
  }

  // Where among the group's other cards the pointer is: before the first card whose
  // middle is right of the pointer on its line, or on a line below it.
  function dropIndex(gnode, x, y) {
    const others = [...gnode._row.querySelectorAll(".tt-card")].filter((n) => Number(n.dataset.id) !== dragId);
    for (let i = 0; i < others.length; i++) {
      const box = others[i].getBoundingClientRect();
      if (box.top > y || (box.bottom >= y && x < box.left + box.width / 2)) return { index: i, before: others[i] };
    }
    return { index: others.length, before: null };
  }

  function clearDrag() {
    marker.remove();
    for (const node of groups.values()) node.classList.remove("tt-over");
  }

  root.addEventListener("dragstart", (event) => {
    const id = idOf(event.target);
    if (id === null) return;
    dragId = id;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", String(id));
    cards.get(id).classList.add("tt-dragging");
  });

  root.addEventListener("dragover", (event) => {
    const gnode = dropTarget(event.target);
    if (!gnode) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    for (const node of groups.values()) node.classList.toggle("tt-over", node === gnode);
    const { before } = dropIndex(gnode, event.clientX, event.clientY);
    if (before) {
      if (marker.nextSibling !== before || marker.parentNode !== gnode._row) gnode._row.insertBefore(marker, before);
    } else if (marker.parentNode !== gnode._row || marker.nextSibling) {
      gnode._row.appendChild(marker);
    }
  });

  root.addEventListener("drop", (event) => {
    const gnode = dropTarget(event.target);
    if (!gnode) return;
    event.preventDefault();
    const { index } = dropIndex(gnode, event.clientX, event.clientY);
    const id = dragId;
    clearDrag();
    focusId = id;
    send({ event: "move", id, group: gnode.dataset.key, index });
  });

  root.addEventListener("dragend", () => {
    if (dragId !== null && cards.has(dragId)) cards.get(dragId).classList.remove("tt-dragging");
    dragId = null;
    clearDrag();
  });

  const onVersion = () => (pending > 0 ? answered() : redraw());
  model.on("change:version", onVersion);
  model.on("change:size", redraw);
  model.on("change:label", redraw);
  model.on("change:focus", redraw);
  draw();
  return () => {
    model.off("change:version", onVersion);
    model.off("change:size", redraw);
    model.off("change:label", redraw);
    model.off("change:focus", redraw);
  };
}

export default { render };
