// Paint before the app starts (issue 22, Lighthouse). Next's scripts are `defer`: once the HTML is parsed they run
// at once, and when they arrived before the parser finished (a fast network, a cached visit), the browser
// evaluates every module and hydrates before it paints anything: the server-rendered page stays blank for
// the whole start-up on a slow phone, and Lighthouse counts all of it into the first and largest paints
// (README "Why `/home` scored 67 → 59": the same build scored 10–15 points apart on that order alone).
//
// Turbopack starts the app from one inline script, the chunk-group bootstrap that names each entry's chunks
// and modules; the chunks themselves only register their modules. `paintFirstBootstrap` wraps that script
// so it runs once the document is parsed and the browser has reported its first contentful paint (the
// `paint` performance entry, delivered after the frame is on screen: an animation frame is not enough, a
// frame can run its callbacks and still be presented much later). Where paint timing is missing, one
// animation frame stands in for it. The chunks still download and register as before (the load event still
// waits for them); what moves is the modules' evaluation and the hydration. A page that paints nothing (a tab
// opened in the background) starts after FIRST_PAINT_WAIT_MS anyway.

import { cloneElement, type ReactElement } from 'react';

/** The key Next gives the inline bootstrap script (next/dist/pages/_document.js, `getInlineBootstrapScript`). */
export const BOOTSTRAP_KEY = 'turbopack-bootstrap';

/** Longest wait, from DOMContentLoaded, for the first contentful paint before the app starts anyway. */
export const FIRST_PAINT_WAIT_MS = 2000;

/** The bootstrap's statements, to run once after DOMContentLoaded and the first contentful paint. */
export function paintFirstBootstrap(statements: string): string {
  return (
    "(function(){var d=document,w=window,parsed=d.readyState!=='loading',painted=0,done=0;" +
    `function start(){if(done)return;done=1;${statements}}` +
    'function go(){if(parsed&&painted)w.setTimeout(start,0)}' +
    'function seen(){painted=1;go()}' +
    'try{var o=new PerformanceObserver(function(l){' +
    "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();seen()}});" +
    "if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
    "o.observe({type:'paint',buffered:true})}" +
    'catch(e){w.requestAnimationFrame(function(){w.setTimeout(seen,0)})}' +
    `function onParsed(){parsed=1;go();w.setTimeout(start,${FIRST_PAINT_WAIT_MS})}` +
    "if(parsed)onParsed();else d.addEventListener('DOMContentLoaded',onParsed)})();"
  );
}

interface InlineScriptProps {
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** Next's head scripts with the bootstrap wrapped; every other script is returned as it is. */
export function paintFirstScripts(scripts: ReactElement[]): ReactElement[] {
  return scripts.map((script) => {
    const html = (script.props as InlineScriptProps | null)?.dangerouslySetInnerHTML?.__html;
    if (script.key !== BOOTSTRAP_KEY || typeof html !== 'string') return script;
    return cloneElement(script as ReactElement<InlineScriptProps>, {
      dangerouslySetInnerHTML: { __html: paintFirstBootstrap(html) },
    });
  });
}
