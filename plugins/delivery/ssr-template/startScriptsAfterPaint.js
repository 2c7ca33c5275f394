// Inlined in every page by ssrTemplate.ts: starts the preloaded scripts once the page is painted, since evaluating them
// as `defer` scripts held the first paint back.
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
