import { configure } from "@testing-library/dom";

/**
 * How long findBy… and waitFor wait for the page before a test fails. A wait ends as soon as what
 * it waits for appears, so a passing test takes no longer; the bound only decides how slow a busy
 * 2-core CI machine may be (full-stack renders against a real server) before a real fault is told
 * apart from load. One place, instead of timeouts scattered through the tests.
 */
configure({ asyncUtilTimeout: 15_000 });
