"""Every command in README.md works: each line of the README's ```sh blocks, and the MCP client
configuration in its ```json block, is either run here or run by CI itself (.ci/run).

The commands run in README order, with bash, in a throw-away folder that looks like a clone
(`.venv`, `packaging`, `resources`, `scripts`, `pyproject.toml` link to the real ones) and a throw-away home
(HOME, XDG_DATA_HOME, XDG_CONFIG_HOME), so the default database and the desktop entry land there.
`kgui` runs headless: QT_QPA_PLATFORM=offscreen, and a command without --screenshot gets one
(the window is pictured and closed instead of waiting for a user).

A new command in the README fails `test_every_readme_command_is_accounted_for` until it is added
to HOW below.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
CI = REPO / ".ci" / "run"

RUN = "run"  # run by this test
# Run by CI itself (.ci/run); the test checks that .ci/run really contains the command.
CI_RUNS = "ci"
# ./scripts/run-app.sh: run for real (headless, with --screenshot) when its set-up step is a no-op.
RUN_APP = "run-app"

HOW: dict[str, str] = {
    "./scripts/run-app.sh": RUN_APP,
    "./scripts/run-tests.sh": CI_RUNS,
    ".venv/bin/kg demo": RUN,
    ".venv/bin/kg --workspace demo search react": RUN,
    ".venv/bin/kg --workspace demo neighbors backend --depth 2": RUN,
    '.venv/bin/kg --workspace demo show "React 18"': RUN,
    ".venv/bin/kg --workspace demo export --format gexf --output demo.gexf": RUN,
    ".venv/bin/kg --help": RUN,
    'eval "$(.venv/bin/kg completion bash)"': RUN,
    ".venv/bin/kg --workspace demo duplicates": RUN,
    '.venv/bin/kg --workspace demo merge --dry-run "React 18" "React 17"': RUN,
    ".venv/bin/kgui --demo": RUN,
    ".venv/bin/kgui --db ~/agent-memory.db --workspace my-project": RUN,
    "QT_QPA_PLATFORM=offscreen .venv/bin/kgui --screenshot kgui.png": RUN,
    ".venv/bin/kg workspaces": RUN,
    "KG_DB=~/agent-memory.db .venv/bin/kg workspaces": RUN,
    ".venv/bin/kg backup": RUN,
    ".venv/bin/kg backup --output ~/kg-copy.db": RUN,
    ".venv/bin/kg backups": RUN,
    ".venv/bin/kg restore --workspace demo --yes BACKUP": RUN,  # BACKUP: the newest path `kg backups` listed
    ".venv/bin/kg restore --yes BACKUP": RUN,
    "packaging/install-desktop-entry": RUN,
    "packaging/build": CI_RUNS,
    "packaging/check-bundle --no-build": CI_RUNS,
}


def fenced_blocks(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```", text, flags=re.S | re.M)


def readme_commands() -> list[str]:
    commands = []
    for block in fenced_blocks(README.read_text(encoding="utf-8"), "sh"):
        pending = ""
        for raw in block.splitlines():
            line = pending + raw.strip()
            if line.endswith("\\"):
                pending = line[:-1] + " "
                continue
            pending = ""
            line = re.sub(r"\s+#\s.*$", "", line).strip()
            if line and not line.startswith("#"):
                commands.append(re.sub(r"\s+", " ", line))
    return commands


def test_every_readme_command_is_accounted_for():
    commands = readme_commands()
    assert len(commands) == len(set(commands)), "a command appears twice"
    unknown = [c for c in commands if c not in HOW]
    assert not unknown, f"README commands no test runs (add them to HOW): {unknown}"
    stale = [c for c in HOW if c not in commands]
    assert not stale, f"HOW lists commands the README no longer has: {stale}"


def test_ci_runs_the_commands_it_is_credited_with():
    ci = CI.read_text(encoding="utf-8")
    ci_lines = [re.sub(r"\s+#.*$", "", line).strip() for line in ci.splitlines()]
    for command, how in HOW.items():
        if how != CI_RUNS:
            continue
        if command == "./scripts/run-tests.sh":
            assert any(line.startswith(("./scripts/run-tests.sh", "exec ./scripts/run-tests.sh"))
                       for line in ci_lines), ci
        else:
            assert command in ci_lines, f".ci/run does not run {command!r}"


# -- running them -------------------------------------------------------------------------

@pytest.fixture
def sandbox(tmp_path):
    clone = tmp_path / "clone"
    clone.mkdir()
    for name in (".venv", "packaging", "resources", "scripts", "pyproject.toml"):
        (clone / name).symlink_to(REPO / name)
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("KG_DB", "KG_WORKSPACE", "QT_QPA_PLATFORM")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_CACHE_HOME=str(home / ".cache"),
               KGUI_SCREENSHOT_TIMEOUT="60")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return clone, home, env


def _venv_bin() -> Path:
    return REPO / ".venv" / "bin"


def run(command: str, clone: Path, env: dict, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=clone, env=env, capture_output=True, text=True,
                          timeout=timeout)


def headless(command: str, shot: Path) -> str:
    """A kgui command as it runs here: offscreen, with a picture instead of a waiting window."""
    if "--screenshot" not in command:
        command = f"{command} --screenshot {shot}"
    if "QT_QPA_PLATFORM=" not in command:
        command = f"QT_QPA_PLATFORM=offscreen {command}"
    return command


@pytest.mark.skipif(not (_venv_bin() / "kg").exists() or not (_venv_bin() / "kgui").exists(),
                    reason="needs the clone's .venv (./scripts/setup.sh)")
def test_readme_commands_run(sandbox):
    clone, home, env = sandbox
    data = home / ".local" / "share" / "knowledge-graph-explorer"
    default_db = data / "knowledge-graph.db"
    ran = []
    for n, command in enumerate(readme_commands()):
        how = HOW[command]
        if how != RUN:
            continue
        actual = command
        if ".venv/bin/kgui" in command:
            actual = headless(command, home / f"shot-{n}.png")
        if "BACKUP" in command:
            listed = json.loads(run(".venv/bin/kg backups --json", clone, env).stdout)
            actual = command.replace("BACKUP", listed["backups"][0]["path"])
        proc = run(actual, clone, env)
        assert proc.returncode == 0, f"{actual}\n{proc.stdout}\n{proc.stderr}"
        assert "Traceback" not in proc.stderr, proc.stderr
        ran.append((command, proc))

    outputs = {command: proc for command, proc in ran}
    assert "React 18" in outputs[".venv/bin/kg --workspace demo search react"].stdout
    assert "neighbours within 2 hops" in outputs[".venv/bin/kg --workspace demo neighbors backend --depth 2"].stdout
    assert "<gexf" in (clone / "demo.gexf").read_text()
    assert "demo" in outputs[".venv/bin/kg workspaces"].stdout.split()
    # ~/agent-memory.db was made by the kgui command above; its workspace holds nothing yet, so
    # `kg workspaces` (which lists workspaces with memories) prints nothing and succeeds.
    assert outputs["KG_DB=~/agent-memory.db .venv/bin/kg workspaces"].stdout.strip() == ""
    # The default database is in the (sandboxed) user data folder, as "Where the data lives" says.
    assert default_db.is_file()
    assert (home / "agent-memory.db").is_file() and (home / "kg-copy.db").is_file()
    assert list(data.glob("knowledge-graph.db.backup-*-manual.db"))
    assert list(data.glob("knowledge-graph.db.backup-*-before-restore*.db")) or \
        len(list(data.glob("knowledge-graph.db.backup-*.db"))) >= 2  # restore backed up the current state
    # Every kgui command left a picture and exited 0.
    assert (clone / "kgui.png").is_file()
    assert len(list(home.glob("shot-*.png"))) == 2
    # The desktop entry went to the sandboxed XDG_DATA_HOME, pointing at the clone's kgui.
    entry = (home / ".local" / "share" / "applications" / "knowledge-graph-explorer.desktop").read_text()
    assert f"Exec={clone}/.venv/bin/kgui" in entry
    assert (home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps" / "knowledge-graph-explorer.png").is_file()


def test_readme_mcp_configuration_works(sandbox):
    """The ```json block, with its placeholder paths pointed at this clone and the sandbox."""
    pytest.importorskip("mcp")
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    blocks = [json.loads(b) for b in fenced_blocks(README.read_text(encoding="utf-8"), "json")]
    servers = [b["mcpServers"] for b in blocks if "mcpServers" in b]
    assert len(servers) == 1 and list(servers[0]) == ["knowledge-graph"]
    config = servers[0]["knowledge-graph"]
    assert config["command"].endswith("/.venv/bin/kg") and config["args"][-1] == "mcp"
    args = list(config["args"])
    assert args[0] == "--db" and args[1].endswith("/knowledge-graph-explorer/knowledge-graph.db")
    clone, home, env = sandbox
    args[1] = str(home / "agent.db")
    kg = _venv_bin() / "kg"
    if not kg.exists():
        pytest.skip("needs the clone's .venv")
    params = StdioServerParameters(command=str(kg), args=args, env=env, cwd=str(clone))

    async def flow():
        with anyio.fail_after(60):
            async with stdio_client(params) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    assert "my-project" in (init.instructions or "")
                    tools = (await session.list_tools()).tools
                    assert len(tools) == 10
                    created = await session.call_tool("kg_create_entity", {"entity_type": "project",
                                                                           "name": "frontend-app"})
                    assert not created.is_error
                    found = await session.call_tool("kg_search", {"query": "frontend"})
                    assert "frontend-app" in found.content[0].text

    anyio.run(flow)
    import kgstore

    with kgstore.open(home / "agent.db") as kg_file:
        assert kg_file.workspaces() == ["my-project"]


def _setup_is_a_no_op() -> str | None:
    """Why ./scripts/setup.sh would do something (install, pip), or None when it would not."""
    setup = (REPO / "scripts" / "setup.sh").read_text()
    stamp = REPO / ".venv" / ".kge-installed"
    want = hashlib.sha256((REPO / "pyproject.toml").read_bytes()).hexdigest()
    if not stamp.exists() or stamp.read_text().strip() != want:
        return "setup.sh would reinstall the package (pyproject.toml changed since the last install)"
    if shutil.which("dpkg-query"):
        libs = re.search(r"qt_libs=\((.*?)\)", setup, flags=re.S).group(1).split()
        for pkg in libs:
            status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", pkg], capture_output=True, text=True)
            if "install ok installed" not in status.stdout:
                return f"setup.sh would apt-get install {pkg}"
    return None


def test_run_app_script_headless(sandbox):
    """./scripts/run-app.sh: set-up (a no-op here), then kgui; headless with a screenshot."""
    reason = _setup_is_a_no_op()
    if reason:
        pytest.skip(reason)
    clone, home, env = sandbox
    shot = home / "run-app.png"
    # The script refuses to start without a display; offscreen counts as one.
    no_display = run("./scripts/run-app.sh", clone, env, timeout=120)
    assert no_display.returncode == 2 and "no display" in no_display.stderr
    proc = run(f"QT_QPA_PLATFORM=offscreen ./scripts/run-app.sh --demo --screenshot {shot}", clone, env)
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file()
    assert (home / ".local" / "share" / "knowledge-graph-explorer" / "knowledge-graph.db").is_file()


def test_python_example_runs(tmp_path):
    """The ```python block (the library example)."""
    code = fenced_blocks(README.read_text(encoding="utf-8"), "python")
    assert len(code) == 1
    proc = subprocess.run([sys.executable, "-c", code[0]], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "React" in proc.stdout
