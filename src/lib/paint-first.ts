// Paint before the app starts (issue 22, Lighthouse). Next's scripts are `defer`: once the HTML is parsed they run
// at once, and when they arrived before the parser finished (a fast network, a cached visit), the browser
// evaluates every module and hydrates before it paints anything: the server-rendered page stays blank for
// the whole start-up on a slow phone, and Lighthouse counts all of it into the first and largest paints
// (README "Why `/home` scored 67 → 59": the same build scored 10–15 points apart on that order alone).
//
// Turbopack starts the app from one inline script, the chunk-group bootstrap that names each entry's chunks
// and modules; the chunks themselves only register their modules. `paintFirstBootstrap` wraps that script
// so it runs after the document is parsed and one frame has been painted. The chunks still download and
// register as before (the load event still waits for them); what moves is the modules' evaluation and the
// hydration, by one frame. A tab opened in the background paints no frame, so a timer starts it anyway.

/** The key Next gives the inline bootstrap script (next/dist/pages/_document.js, `getInlineBootstrapScript`). */
export const BOOTSTRAP_KEY = 'turbopack-bootstrap';

/** Longest wait for the first frame before the app starts anyway (a hidden tab renders no frame). */
export const FIRST_FRAME_WAIT_MS = 1000;

/** The bootstrap's statements, to run once after DOMContentLoaded and the next painted frame. */
export function paintFirstBootstrap(statements: string): string {
  return (
    '(function(){var d=document,w=window,done=0;' +
    `function start(){if(done)return;done=1;${statements}}` +
    'function afterPaint(){w.requestAnimationFrame(function(){w.setTimeout(start,0)});' +
    `w.setTimeout(start,${FIRST_FRAME_WAIT_MS})}` +
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();"
  );
}

interface InlineScriptProps {
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** Next's head scripts with the bootstrap wrapped; every other script is returned as it is. */
export function paintFirstScripts<T extends { key: string | null; props: unknown }>(
  scripts: T[],
  clone: (script: T, props: InlineScriptProps) => T,
): T[] {
  return scripts.map((script) => {
    const html = (script.props as InlineScriptProps | null)?.dangerouslySetInnerHTML?.__html;
    if (script.key !== BOOTSTRAP_KEY || typeof html !== 'string') return script;
    return clone(script, { dangerouslySetInnerHTML: { __html: paintFirstBootstrap(html) } });
  });
}
