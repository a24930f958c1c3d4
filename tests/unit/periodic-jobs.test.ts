import { afterEach, describe, expect, it, vi } from "vitest";

// Periodic jobs in one list (docs/decisions/1128-task-queue.md): each fails alone, and a stop waits for a run in
// flight, so no job is cut off with its transaction open when the database closes on SIGTERM.

vi.mock("~/services/jobs.server", () => ({ takeTurn: async () => true }));
const { runPeriodicJob, startPeriodicJobs, stopPeriodicJobs } = await import("~/services/periodic-jobs.server");

afterEach(async () => {
  await stopPeriodicJobs();
});

describe("periodic jobs", () => {
  it("a job that throws fails alone: it is logged and the others still run", async () => {
    const ran: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { name: "broken", everyMs: () => 60_000, run: async () => Promise.reject(new Error("boom")) };
    const fine = { name: "fine", everyMs: () => 60_000, run: async () => void ran.push("fine") };
    expect(await runPeriodicJob(broken)).toBe(false);
    expect(await runPeriodicJob(fine)).toBe(true);
    expect(ran).toEqual(["fine"]);
    expect(error).toHaveBeenCalledWith('Periodic job "broken" failed:', expect.any(Error));
    error.mockRestore();
  });

  it("a stop waits for the run in flight and starts no new one", async () => {
    let finish!: () => void;
    let finished = false;
    const slow = {
      name: "slow",
      everyMs: () => 60_000,
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    };
    startPeriodicJobs([slow]);
    await vi.waitFor(() => expect(finish).toBeTypeOf("function"));
    const stopped = stopPeriodicJobs();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    finish();
    await stopped;
    expect(finished).toBe(true);
    expect(await runPeriodicJob(slow)).toBe(false);
  });
});
