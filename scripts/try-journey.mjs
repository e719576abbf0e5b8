// The step runner of the scripts that drive a real 6amMart system in Chromium (scripts/try-real-6ammart-2.6.mjs,
// scripts/try-6ammart-web-3-9.mjs): each step in turn, its time and note printed; the first failure stops the journey
// with a screenshot of the page (/tmp/<name>-<step>.png).

/**
 * Runs `steps` ([name, run] pairs; `run` may return a note) on `page`, stopping at the first failure; whether all
 * passed.
 */
export async function runJourney(page, name, steps) {
  for (const [step, run] of steps) {
    const started = Date.now();
    try {
      const note = await run();
      console.log(`ok   ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`);
    } catch (e) {
      const shot = `/tmp/${name}-${step.replace(/\W+/g, '-')}.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.log(`FAIL ${step}: ${String(e.message ?? e).split('\n')[0]} (screenshot ${shot})`);
      return false;
    }
  }
  return true;
}
