import { describe, expect, it } from "vitest";
import { roundDelay } from "~/services/tasks.server";

// When the e-mail sender starts its next round: at once after a quiet spell, and during a burst of
// guests' forms once the burst pauses (a quarter of a second without a new e-mail) or every 30 seconds.
describe("the sender's rounds during a burst of inquiries", () => {
  const t = 1_000_000;

  it("the first e-mail after a quiet spell goes out at once", () => {
    expect(roundDelay(t, t - 5_000, t - 60_000)).toBe(0);
    // Queued this instant, but no round for a while: still at once.
    expect(roundDelay(t, t, t - 60_000)).toBe(0);
  });

  it("while e-mails keep coming, waits for the pause or the burst's next round, whichever is sooner", () => {
    // A round 100 ms ago, an e-mail queued 10 ms ago: the burst pauses in 240 ms at the earliest.
    expect(roundDelay(t, t - 10, t - 100)).toBe(240);
    // A round 29.9 s ago: the next round in 100 ms even though e-mails are still coming.
    expect(roundDelay(t, t - 10, t - 29_900)).toBe(100);
  });

  it("a burst that paused, or one that has run 30 seconds since the last round, gets its round now", () => {
    expect(roundDelay(t, t - 250, t - 100)).toBe(0);
    expect(roundDelay(t, t - 1, t - 30_000)).toBe(0);
  });
});
