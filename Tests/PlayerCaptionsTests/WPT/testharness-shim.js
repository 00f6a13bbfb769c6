// Runs web-platform-tests WebVTT file-parsing assertions (tests/<name>.expected.js) against
// the cues our parser read, given as VTTCue-like JSON.
//
// Usage: node testharness-shim.js <cues.json>
// cues.json: [{name, expectedPath, regions: [VTTRegion-like], cues: [VTTCue-like, region as an
// index into regions or null]}]. Prints one JSON line: [{name, passed, message}].
"use strict";
const fs = require("fs");

class AssertionError extends Error {}

// testharness.js compares with SameValue: NaN equals NaN, 0 and -0 differ, types must agree.
function sameValue(a, b) {
    if (typeof a !== typeof b) return false;
    if (typeof a === "number") return Object.is(a, b);
    return a === b;
}

function show(value) {
    return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function fail(name, description, detail) {
    throw new AssertionError(`${name}: ${description ? description + " " : ""}${detail}`);
}

const harness = {
    assert_equals(actual, expected, description) {
        if (!sameValue(actual, expected)) {
            fail("assert_equals", description, `expected ${show(expected)} but got ${show(actual)}`);
        }
    },
    assert_not_equals(actual, expected, description) {
        if (sameValue(actual, expected)) {
            fail("assert_not_equals", description, `got disallowed value ${show(actual)}`);
        }
    },
    assert_true(actual, description) {
        if (actual !== true) fail("assert_true", description, `expected true got ${show(actual)}`);
    },
    assert_false(actual, description) {
        if (actual !== false) fail("assert_false", description, `expected false got ${show(actual)}`);
    },
    assert_array_equals(actual, expected, description) {
        if (actual.length !== expected.length) {
            fail("assert_array_equals", description,
                 `lengths differ, expected ${expected.length} got ${actual.length}`);
        }
        for (let i = 0; i < expected.length; i++) {
            if (!sameValue(actual[i], expected[i])) {
                fail("assert_array_equals", description,
                     `expected ${show(expected[i])} but got ${show(actual[i])} at index ${i}`);
            }
        }
    },
    assert_unreached(description) {
        fail("assert_unreached", description, "reached unreachable code");
    },
};

// The test page's document, for stylesheets.expected.js, which checks that a WebVTT STYLE block
// adds no style sheet to the page (`document.styleSheets.length == 0`): the page has none of
// its own, and our reader has no page to add one to.
const page = { styleSheets: Object.freeze([]) };

const tests = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const results = tests.map((test) => {
    // One object per region, shared by the cues that name it, as a track's VTTRegion is.
    const regions = test.regions.map((region) => Object.freeze({ ...region }));
    const cues = test.cues.map((cue) =>
        Object.freeze({ ...cue, region: cue.region === null ? null : regions[cue.region] }));
    const source = fs.readFileSync(test.expectedPath, "utf8");
    const names = Object.keys(harness);
    try {
        new Function("cues", "document", ...names, source)(
            cues, page, ...names.map((name) => harness[name]));
        return { name: test.name, passed: true, message: "" };
    } catch (error) {
        return { name: test.name, passed: false, message: String(error.message || error) };
    }
});
process.stdout.write(JSON.stringify(results) + "\n");
