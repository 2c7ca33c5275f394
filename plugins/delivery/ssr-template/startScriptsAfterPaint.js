// Inlined at the end of every page by ssrTemplate.ts. Starts the site's scripts (listed as
// `<link rel="preload" data-start-after-paint>`, so they download from the start) only once the
// server-rendered page is parsed and painted. As `defer` scripts they would run as soon as the
// page is parsed, and evaluating them holds the first paint back by ~300 ms on a slow phone.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-start-after-paint]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      // Dynamically inserted scripts run in insertion order only when not async.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function startAfterNextPaint() {
    // A timeout queued from an animation frame runs after that frame is painted.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // Hidden tabs paint no frames: start anyway.
    setTimeout(start, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAfterNextPaint);
  else startAfterNextPaint();
})();
