// Chess Puzzle Lab's service worker: keeps the app and its solvers working offline.
// The build (scripts/sw-assets.mjs, a Trunk post-build hook) fills in ASSETS with every
// file of dist/ (their names carry content hashes) and VERSION with a hash of that list,
// so a new build gets a fresh cache and the old one is dropped.
const VERSION = "dev";
const ASSETS = ["./"];
const CACHE = `chess-puzzle-lab-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((path) => new Request(path, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Cache first for this site's files (they never change under the same name, and the
// page itself is re-checked when online); the page, offline, falls back to the cached copy.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put("./", copy));
          return response;
        })
        .catch(() => caches.match("./")),
    );
    return;
  }
  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then((cached) => cached ?? fetch(request)),
  );
});
