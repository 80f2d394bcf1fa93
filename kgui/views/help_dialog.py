"""Help → How to Use (F1): a short page on searching, focusing, the time slider, editing, the
review inbox and tasks, and Clear All Memories, plus how agents write into the same file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..style.icons import app_icon

SECTIONS: list[tuple[str, str, str]] = [
    ("search", "Search", """
<p>Type in the search box on the left (<b>Ctrl+F</b>): names, descriptions and observations are
searched as you type, the last word also as a prefix (<i>rea</i> finds React). Below those come names
holding what you typed inside a word (<i>sql</i> finds PostgreSQL) and words one typo away
(<i>recat</i> finds React). Each result says where it matched — name, description or observation, the
matched words in bold — and “(in a word)” or “(similar)” when it was not a whole word; “confidence”
on the right is how sure the entity's source was, not how well it matched. An empty box lists the
loaded entities. Pick a result to select it: the canvas centres on it and the inspector on the right
shows it. The <b>Filters</b> panel narrows what is drawn: entity types (with their colours and
counts), relationship types, minimum confidence and source (manual, agent, auto). The workspace
picker above the search box switches between the file's workspaces.</p>
<p><b>Alt+Left</b> and <b>Alt+Right</b> (Go → Back, Forward; the arrows at the left of the toolbar;
the mouse's side buttons over the graph) step through the entities you selected, passing over any
deleted since. Double-click a relationship in the inspector to go to the entity at its other end.
<b>File → Open Recent</b> lists the files opened last.</p>"""),
    ("focus", "Focus and explore", """
<p>The canvas draws the workspace as a graph: colour is the entity type, size the number of
relationships, faint nodes have low confidence; the layout settles by itself and stops. Scroll to
zoom (<b>+</b>/<b>-</b>), drag the background to pan, drag a node to move it (positions are saved;
<b>P</b> pins the selected nodes), <b>Ctrl+0</b> zooms to fit. Hover a node to highlight its
neighbours, an edge to see its type; right-click for the context menu.</p>
<p><b>Graph → Focus on Selection</b> (<b>F</b>) shows only the selected entity's neighbourhood,
<b>1</b>, <b>2</b> or <b>3</b> steps deep (Focus Depth), laid out afresh around it (moving or
pinning nodes there does not change the saved workspace layout); <b>E</b> expands the selected nodes with
their neighbours, <b>H</b> hides nodes (<b>Shift+H</b> shows them again), and
<b>Whole Workspace</b> (<b>W</b>) returns to everything. In a large workspace <b>Show More</b> loads
more entities. <b>Space</b> pauses the layout, <b>Ctrl+L</b> lays it out again; <b>Ctrl+E</b>
exports the view as PNG (SVG: Ctrl+Shift+E). The single-key shortcuts work while the graph has the
focus, so typing in the search box is never taken for a command.</p>
<p>Give the graph more room: <b>Ctrl+1</b> shows or hides the search and filter panels,
<b>Ctrl+2</b> the inspector, <b>Ctrl+3</b> the time bar, and <b>F11</b> (Canvas Only) hides both
side panels until you press it again (also the buttons at the left of the graph's toolbar and the
View menu). What is open and how wide is remembered for the next start.</p>"""),
    ("time", "The time slider", """
<p>Relationships are true for a window of time. The slider at the bottom spans the earliest
relationship to now, with a tick wherever one begins or ends. Click or drag it to see the graph
<b>as of</b> that moment (the arrow keys step, End returns to now): relationships that had not begun
disappear, and those that were true then come back, even if they have ended since. With
<b>Closed since, faded</b> (on by default) those are drawn dashed and faded, so the past stands
apart from today. <b>Now</b> returns to the present; <b>Play</b> replays
the history from the first fact to now at the chosen speed. The inspector lists every relationship
with its window, so you can see when, say, Redis left the stack.</p>
<p><b>What changed between two times</b>: Shift-drag across the time bar (or press <b>Compare</b>
and drag). The graph shows the later time; what appeared in between is green (new entities get a
green ring), what ended is red and dashed, and the <b>Changes</b> panel lists the relationships
opened and closed, the entities created and the observations added, each with its time. Click a
row to select what it is about; drag an end of the span to move it (or the arrow keys on the time
bar: the later end, with Shift the earlier one); <b>Escape</b> or <b>End Comparison</b> goes back to
the moment shown before.</p>"""),
    ("editing", "Editing", """
<p>Everything you change is written at once and can be undone (<b>Ctrl+Z</b>, redo
<b>Ctrl+Shift+Z</b>).</p>
<ul>
<li><b>New entity</b>: Ctrl+N. <b>Delete</b>: the Delete key (the entity with its relationships and
observations; undo brings them back).</li>
<li>In the <b>inspector</b>: rename, change the type (built-in or a new one), the description, the
properties (a key / JSON value table, checked as you type) and the confidence.</li>
<li><b>Several at once</b>: Ctrl-click nodes or drag a rubber band (Shift or Ctrl and drag) on the
canvas. The inspector then says how many of which types are selected and offers Delete, Hide, Pin
and Set confidence for all of them, each one step of undo; the Delete key asks first, naming how
many. Click a type there to keep only those selected, or a name to inspect that one.</li>
<li><b>Merge</b> two entities that are one thing: select both, <b>Edit → Merge…</b> (Ctrl+Shift+M,
or the canvas's right-click menu); with one selected it first asks which entity to merge it into.
The dialog says which one is kept and what moves to it (relationships, observations); a backup is
taken first and undo puts both back.
<b>Tools → Possible Duplicates…</b> lists pairs that look alike, with the reason; nothing is
merged until you choose Merge… on a pair.</li>
<li><b>Observations</b>: Ctrl+Shift+O adds a dated note to the selected entity.</li>
<li><b>Relationships</b>: Ctrl+Shift+N creates one from the selected entity. When a fact stops
being true, <b>invalidate</b> it (at a chosen time) instead of deleting it: the history stays and the
time slider can still show it.</li>
<li>Hand edits are recorded as <i>manual</i>, which outranks what agents and the automatic
extraction write.</li>
</ul>"""),
    ("review", "Review what was learned", """
<p><b>Tools → Review Inbox</b> (<b>Ctrl+4</b>; the menu says how many wait) opens the
<b>Review</b> tab beside the filters: what the memory learned without a person checking it, newest
first — entities found automatically in finished tasks and mail and not confirmed, those whose
confidence decayed, an agent's low-confidence ones, and relationships written since you last
marked the inbox reviewed. Each says why it waits, its confidence and where it came from (the task,
the mail and its text, the note recorded with it). Select one or several (Ctrl- or Shift-click):
<b>Confirm</b> makes them yours (manual, confidence 1.0, no more decay), <b>Edit</b> (or a
double-click) opens the entity in the inspector, <b>Merge Into…</b> merges a duplicate into
another entity of its type (it asks which, then shows what moves), <b>Delete</b> (or the Delete
key in the list) removes them — a right-click on an item offers the same; <b>Mark Reviewed</b>
lets the relationships listed go. Confirmed and deleted items leave the list; each action is one
step of undo.</p>
<p><b>Tools → Tasks That Wrote Memory</b> (<b>Ctrl+5</b>) lists the tasks whose writes are in the
workspace, the latest first, with what each wrote. <b>Forget This Task…</b> says what it will delete
(the task's observations and relationships, and the entities it created that nothing else uses,
unless a person confirmed them), backs the file up first, and undo puts back the very same records.</p>"""),
    ("clear", "Clear All Memories", """
<p><b>Edit → Clear All Memories</b> (Ctrl+Shift+Delete) removes every entity, relationship,
observation, custom type and saved position of the <i>current workspace</i> only. It says what it
will remove and asks you to confirm; the whole file is backed up first, and the notice that follows
has a <b>Restore</b> button that brings this workspace back without touching the others (what an
agent wrote elsewhere since stays). <b>File → Restore Backup…</b> lists every backup with what it
holds and what is newer than it, and restores the open workspace only or the whole file.
<b>File → Back Up Now</b> takes a backup at any time; backups sit next to the file as
<tt>&lt;file name&gt;.backup-&lt;time&gt;-&lt;reason&gt;.db</tt>.</p>"""),
    ("files", "Files and agents", """
<p>All memory lives in one SQLite file (the title bar names it). <b>File → Open Database</b>
(Ctrl+O) switches to another file; a CoWork OS database is backed up and upgraded when opened.
Agents write into the same file while the window is open: through the MCP server (<tt>kg mcp</tt>),
the <tt>kg</tt> command line or the Python library. Their writes appear within a second or two;
<b>F5</b> reloads by hand.</p>"""),
]


def help_html() -> str:
    parts = ["<h2>How to use Knowledge Graph Explorer</h2>",
             "<p>" + " · ".join(f'<a href="#{key}">{title}</a>' for key, title, _ in SECTIONS) + "</p>"]
    for key, title, body in SECTIONS:
        parts.append(f'<h3><a name="{key}"></a>{title}</h3>{body}')
    return "\n".join(parts)


class HowToDialog(QDialog):
    """Non-modal help page; `show_section(key)` scrolls to one of SECTIONS."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("how_to_dialog")
        self.setWindowTitle("How to Use — Knowledge Graph Explorer")
        self.setWindowIcon(app_icon())
        self.browser = QTextBrowser()
        self.browser.setObjectName("how_to_text")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(help_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.resize(640, 620)

    def show_section(self, key: str) -> None:
        self.browser.scrollToAnchor(key)
