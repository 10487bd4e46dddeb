#!/usr/bin/python3
"""The page of gridsat serve in a real browser: Debian's Chromium, headless, driven by Selenium
(chromium, chromium-driver, python3-selenium; scripts/setup installs them). Run by ctest:

    browser_test.py GRIDSAT SOURCE_DIR SCREENSHOT_DIR

It loads the page, types a sudoku with two solutions and decides uniqueness from the keyboard
(the verdict in words, the four cells where the solutions differ listed and shaded in both
pictures); shows an error as gridsat words it; opens a file, starts a long count and cancels it
(the server's only worker is free again at once); solves a puzzle of every genre (puzz.link
URLs typed in, native files opened, a puzzle gridsat generates for the genres not listed here)
and keeps a screenshot of each picture (held to be non-blank) in SCREENSHOT_DIR; asks for a
hint and a rating; and downloads a certificate that `gridsat verify` accepts. The browser's console
must show no script error and no refused content. Anything missing is a failure, never a skip.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
import zlib

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError as e:
    sys.exit(f"browser test: python3-selenium is missing ({e}); scripts/setup installs it")

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
WAIT = 60  # seconds for anything the page shows (the sanitizer build is slow)

# The puzzles whose pictures are kept, one genre each, typed in or opened as a file, with how the
# title of their picture starts.
GENRES = [
    ("sudoku", "file", "examples/sudoku-9x9.gsp", "sudoku 9"),
    ("killer", "file", "examples/killer-9x9.gsp", "sudoku 9"),
    ("nurikabe", "text", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "nurikabe 5x5"),
    ("slitherlink", "text", "https://puzz.link/p?slither/5/5/g12d0a263ddg7d", "slitherlink 5x5"),
    ("kakuro", "text", "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3", "kakuro 6x6"),
    ("starbattle", "text", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou", "starbattle 6"),
]


def fail(message):
    sys.exit("browser test: " + message)


def png_pixels(data):
    """Width, height and rows of (r, g, b) of an 8-bit RGB or RGBA PNG without interlacing."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    at, idat = 8, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunk = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        at += 12 + length
    if depth != 8 or color not in (2, 6) or interlace:
        fail(f"unexpected PNG layout (depth {depth}, colour type {color})")
    step = 4 if color == 6 else 3
    raw, stride = zlib.decompress(idat), width * step
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * step:x * step + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def check_not_blank(name, png):
    """A picture of a grid: a fair share of dark pixels, and more than two colours."""
    width, height, rows = png_pixels(png)
    pixels = [p for row in rows for p in row]
    dark = sum(1 for r, g, b in pixels if r + g + b < 3 * 160)
    colours = len(set(pixels))
    if width < 100 or height < 100 or dark < 0.01 * len(pixels) or colours < 3:
        fail(f"{name}: the picture looks blank ({width}x{height}, {dark} dark pixels, "
             f"{colours} colours)")
    return dark / len(pixels)


class Server:
    def __init__(self, gridsat, *args):
        self.process = subprocess.Popen([gridsat, "serve", "--port", "0", *args],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.match(r"serving (http://127\.0\.0\.1:(\d+)/)", line)
        if not match:
            fail("gridsat serve did not say where it listens: " + line + self.process.stderr.read())
        self.url, self.port = match.group(1), int(match.group(2))

    def post(self, command, body, timeout):
        """The status of the answer, or 0 when none came within `timeout` seconds."""
        request = urllib.request.Request(self.url + "api/" + command, data=body, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.status
        except urllib.error.HTTPError as e:
            return e.code
        except OSError:
            return 0

    def stop(self):
        self.process.terminate()
        try:
            status = self.process.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("gridsat serve did not stop on SIGTERM")
        err = self.process.stderr.read()
        if status != 0:
            fail(f"gridsat serve exited {status} after SIGTERM: {err}")


def browser(download_dir):
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            fail(f"{path} is missing (chromium, chromium-driver; scripts/setup installs them)")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--window-size=1280,1000",
                 "--user-data-dir=" + tempfile.mkdtemp(prefix="gridsat-chromium-")):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"download.default_directory": download_dir,
                                              "download.prompt_for_download": False})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior",
                           {"behavior": "allow", "downloadPath": download_dir})
    return driver


def wait_for(driver, what, condition):
    try:
        return WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: condition())
    except TimeoutException:
        status = driver.find_element(By.ID, "status").text
        error = driver.find_element(By.ID, "error").text
        fail(f"{what}: not within {WAIT} s (status '{status}', error '{error}')")


def status_of(driver):
    return driver.find_element(By.ID, "status").get_attribute("data-status") or ""


def picture(driver):
    """The picture shown, as its SVG text ("" when none)."""
    return driver.execute_script(
        "const svg = document.querySelector('#picture svg'); return svg ? svg.outerHTML : ''")


def picture_title(driver):
    match = re.search(r"<title>([^<]*)", picture(driver))
    return match.group(1) if match else ""


def enter(driver, source_dir, how, what, title):
    """Puts a puzzle in, typed into the text area or opened as a file, and waits for its new
    picture, whose title starts with `title`."""
    before = picture(driver)
    area = driver.find_element(By.ID, "puzzle")
    area.clear()
    if how == "text":
        area.send_keys(what)
    else:
        driver.find_element(By.ID, "file").send_keys(os.path.join(source_dir, what))
    if title:
        wait_for(driver, f"the drawing of {what}", lambda: picture(driver) != before
                 and picture_title(driver).startswith(title))


def run_command(driver, name, expected):
    driver.find_element(By.CSS_SELECTOR, f"button[data-command={name}]").click()
    wait_for(driver, f"{name}: status {expected}", lambda: status_of(driver) == expected)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    gridsat, source_dir, shots = (os.path.abspath(a) for a in sys.argv[1:])
    started = time.monotonic()
    shutil.rmtree(shots, ignore_errors=True)
    os.makedirs(shots)
    scratch = tempfile.mkdtemp(prefix="gridsat-browser-")
    # One worker: a request the page did not cancel would keep the next one waiting.
    server = Server(gridsat, "--jobs", "1", "--queue", "4", "--timeout", "300")
    driver = browser(scratch)
    try:
        driver.get(server.url)
        wait_for(driver, "the page's commands", lambda: driver.find_elements(
            By.CSS_SELECTOR, "body[data-ready='1']"))
        buttons = [b.get_attribute("data-command")
                   for b in driver.find_elements(By.CSS_SELECTOR, "#commands button")]
        if buttons != ["solve", "unique", "count", "analyze", "certify", "hint", "rate"]:
            fail(f"the buttons are {buttons}")

        # Two solutions, decided from the keyboard: Ctrl+Enter in the text area.
        with open(os.path.join(source_dir, "tests/data/serve/sudoku-two-solutions.gsp")) as f:
            two = "".join(line for line in f if not line.startswith("#"))
        enter(driver, source_dir, "text", two, "sudoku 9")
        driver.find_element(By.ID, "puzzle").send_keys(Keys.CONTROL, Keys.ENTER)
        wait_for(driver, "unique's verdict", lambda: status_of(driver) == "multiple")
        verdict = driver.find_element(By.ID, "status").text
        if verdict != "more than one solution":
            fail(f"the verdict reads '{verdict}'")
        differ = driver.find_element(By.ID, "differ").text
        if differ != "r4c6 r4c9 r5c6 r5c9":  # the four cells left empty (the file says why)
            fail(f"the cells that differ read '{differ}'")
        shaded = driver.find_elements(By.CSS_SELECTOR, "#picture svg rect[fill='#ffd8d0']")
        if len(shaded) != 8:
            fail(f"{len(shaded)} cells are shaded, not the four cells in each of two solutions")
        driver.save_screenshot(os.path.join(shots, "page-unique.png"))

        # An error, as gridsat words it: file, line, column.
        enter(driver, source_dir, "text", "sudoku 9\ngrid:\n53..7....\n6..1X5...\n", None)
        wait_for(driver, "the drawing's error", lambda: driver.find_element(By.ID, "error").text)
        run_command(driver, "solve", "error")
        error = driver.find_element(By.ID, "error").text
        if not re.match(r"puzzle:\d+:\d+: ", error):
            fail(f"the error reads '{error}'")

        # A long run shows its progress and is cancelled with Esc; the server's one worker is
        # free again at once (counting the solutions of an empty 36x36 sudoku takes many seconds
        # for the first one alone).
        empty = os.path.join(scratch, "empty-36x36.gsp")
        with open(empty, "w") as f:
            f.write("sudoku 36\ngrid:\n" + ("." * 36 + "\n") * 36)
        enter(driver, scratch, "file", empty, "sudoku 36")
        note = driver.find_element(By.ID, "file-note").text
        if note != "from empty-36x36.gsp":
            fail(f"the note of the opened file reads '{note}'")
        driver.find_element(By.CSS_SELECTOR, "button[data-command=count]").click()
        wait_for(driver, "the progress of the count",
                 lambda: driver.find_element(By.ID, "elapsed").text.startswith("1."))
        driver.find_element(By.ID, "puzzle").send_keys(Keys.ESCAPE)
        wait_for(driver, "the cancelled count", lambda: status_of(driver) == "cancelled")
        with open(os.path.join(source_dir, "examples/sudoku-9x9.gsp"), "rb") as f:
            sudoku = f.read()
        if server.post("solve", sudoku, 10) != 200:
            fail("the cancelled count still holds the server's only worker after 10 s")

        # One picture per genre, each kept and held to be non-blank: the puzzles above, then a
        # 6x6 puzzle that gridsat generates for every other genre it lists.
        puzzles = list(GENRES)
        genres = subprocess.run([gridsat, "list", "genres"], capture_output=True, text=True,
                                check=True).stdout.split()
        for genre in genres:
            if any(genre == g for g, _, _, _ in puzzles):
                continue
            path = os.path.join(scratch, genre + ".gsp")
            with open(path, "w") as f:
                subprocess.run([gridsat, "generate", "--type", genre, "--size", "6", "--seed", "1"],
                               stdout=f, check=True)
            with open(path) as f:
                header = next(line for line in f if line.strip() and not line.startswith("#"))
            puzzles.append((genre, "file", path, header.split()[0] + " "))
        if len(puzzles) < len(genres):
            fail(f"{len(puzzles)} pictures for {len(genres)} genres")
        for genre, how, what, title in puzzles:
            enter(driver, source_dir, how, what, title)
            run_command(driver, "solve", "solved")
            png = driver.find_element(By.ID, "picture").screenshot_as_png
            with open(os.path.join(shots, genre + ".png"), "wb") as f:
                f.write(png)
            dark = check_not_blank(genre, png)
            print(f"browser test: {genre}: solved, picture {dark:.0%} dark pixels")

        # hint: the cell, highlighted; rate: the grade in words.
        enter(driver, source_dir, "file", "examples/sudoku-9x9.gsp", "sudoku 9")
        run_command(driver, "hint", "hint")
        hinted = driver.find_element(By.ID, "status").text
        if not re.match(r"r\dc\d=\d follows by (propagation|trial|deep-trial|search)$", hinted):
            fail(f"the hint reads '{hinted}'")
        if not driver.find_elements(By.CSS_SELECTOR, "#picture svg rect[fill='#b8ecb8']"):
            fail("the hint's cell is not highlighted")
        driver.save_screenshot(os.path.join(shots, "page-hint.png"))
        run_command(driver, "rate", "unique")
        rated = driver.find_element(By.ID, "status").text
        if not re.match(r"score \d+\.\d\d: (easy|medium|hard|fiendish|extreme)$", rated):
            fail(f"the rating reads '{rated}'")

        # A certificate, downloaded; gridsat verify accepts it.
        enter(driver, source_dir, "file", "examples/killer-9x9.gsp", "sudoku 9")
        run_command(driver, "certify", "unique")
        archive = os.path.join(scratch, "certificate.tar")
        wait_for(driver, "the certificate's download", lambda: os.path.exists(archive))
        with tarfile.open(archive) as tar:
            tar.extractall(scratch)
        verify = subprocess.run([gridsat, "verify", os.path.join(scratch, "certificate")],
                                capture_output=True, text=True)
        if verify.returncode != 0:
            fail("gridsat verify refused the downloaded certificate: " + verify.stdout + verify.stderr)

        # No script error and nothing refused by the page's content policy.
        for entry in driver.get_log("browser"):
            message = entry["message"]
            if entry["level"] == "SEVERE" and "the server responded with a status of" not in message:
                fail("the browser's console: " + message)
    finally:
        driver.quit()
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"browser test: passed in {time.monotonic() - started:.1f} s; screenshots in {shots}")


if __name__ == "__main__":
    main()
