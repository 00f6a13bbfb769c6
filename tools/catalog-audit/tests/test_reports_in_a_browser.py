"""The catalog report and the single-file report (`audit --report`) in headless Chromium:
axe-core finds no violation, every link and sort control is reached by Tab alone, and the
single-file report names each chart's file and shows what could not be read."""

import os
import shutil
import subprocess

import pytest

CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="module")
def browser():
    if not os.access(CHROMEDRIVER, os.X_OK) or not os.access(CHROMIUM, os.X_OK):
        pytest.fail("chromium and chromium-driver are needed: run 'make deps'")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900"):
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def single_file_report(tmp_path_factory, catalog, player):
    """`audit --report` over the cut film, the whole film, the HLS package and the caption
    deliverable."""
    page = tmp_path_factory.mktemp("single") / "report.html"
    paths = [os.path.join(catalog, name) for name in
             ("cut.mkv", "film.mkv", os.path.join("hls", "master.m3u8"), "deliverable.en.srt")]
    done = subprocess.run([player, "audit", "--report", str(page), "--no-ocr", *paths],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 1, done.stderr
    return page, paths


def axe_violations(browser, page):
    from axe_selenium_python import Axe

    browser.get("file://" + str(page))
    axe = Axe(browser)
    axe.inject()
    return [(violation["id"], [node["html"][:120] for node in violation["nodes"]])
            for violation in axe.run()["violations"]]


def reached_by_tab(browser, page):
    """The indexes of the page's links and buttons, and those that Tab from the top reached."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    browser.get("file://" + str(page))
    count = browser.execute_script(
        "var all = document.querySelectorAll('a[href], button');"
        "all.forEach(function (e, i) { e.setAttribute('data-tab-index', i); });"
        "return all.length;")
    reached = set()
    for _ in range(count + 2):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        index = browser.execute_script(
            "return document.activeElement && document.activeElement.getAttribute('data-tab-index');")
        if index is not None:
            reached.add(int(index))
    return set(range(count)), reached


def test_axe_finds_no_violation_on_the_catalog_report(browser, whole_run):
    _, out, _ = whole_run
    assert axe_violations(browser, out / "catalog.html") == []


def test_axe_finds_no_violation_on_the_single_file_report(browser, single_file_report):
    page, _ = single_file_report
    assert axe_violations(browser, page) == []


def test_every_link_and_sort_control_of_the_catalog_report_is_reached_by_tab(browser, whole_run):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _, out, lines = whole_run
    everything, reached = reached_by_tab(browser, out / "catalog.html")
    assert len(everything) > len(lines) and reached == everything
    # A sort control works from the keyboard: Enter on "Title" sorts the titles by path.
    button = browser.find_element(By.XPATH, "//table[@id='titles']//th/button[text()='Title']")
    button.send_keys(Keys.ENTER)
    header = button.find_element(By.XPATH, "..")
    assert header.get_attribute("aria-sort") == "ascending"
    order = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "#titles tbody tr td:nth-child(2)")]
    assert order == sorted(line["file"] for line in lines)


def test_every_link_of_the_single_file_report_is_reached_by_tab(browser, single_file_report):
    page, paths = single_file_report
    everything, reached = reached_by_tab(browser, page)
    assert len(everything) >= len(paths) and reached == everything


def test_the_single_file_report_names_each_charts_file_and_shows_read_errors(single_file_report):
    from html.parser import HTMLParser

    page, paths = single_file_report

    class Ids(HTMLParser):
        def __init__(self):
            super().__init__()
            self.ids, self.chart_titles, self._chart_title = [], [], False

        def handle_starttag(self, tag, attributes):
            attributes = dict(attributes)
            if "id" in attributes:
                self.ids.append(attributes["id"])
            self._chart_title = tag == "title" and attributes.get("id", "").startswith("timeline-")

        def handle_data(self, data):
            if self._chart_title:
                self.chart_titles.append(data)
                self._chart_title = False

    text = page.read_text()
    parsed = Ids()
    parsed.feed(text)
    assert len(parsed.ids) == len(set(parsed.ids))
    # The film's three caption tracks (one inside, two sidecars) each have a chart whose
    # title names where the track was read.
    film, sidecars = paths[1], [paths[1][:-4] + suffix for suffix in (".en.srt", ".fr.srt")]
    for source in [film, *sidecars]:
        assert any(source in title for title in parsed.chart_titles), source
    # The cut film's unreadable track is said before its tables, and counted in the contents.
    cut = text[text.index('<section class="title"'):]
    cut = cut[: cut.index("</section>")]
    assert paths[0] in cut
    assert cut.index("Read errors (1)") < cut.index('<table class="summary">')
    assert "the file ends early" in cut
    assert "1 track(s) could not be read" in text[: text.index('<section class="title"')]
