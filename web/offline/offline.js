// The offline page (served by the service worker for a page it has no copy of): links to what
// this device can show without a network, the client's saved upcoming bookings first, then the
// pages read before, of the page's own copy of the site. Reloads by itself once the network is
// back. One script for every copy: its words and its copy come from its tag's data attributes,
// written into each copy's page by scripts/offline.mjs.
(function () {
  var data = document.currentScript.dataset;
  var prefix = data.prefix;
  var prefixes = data.prefixes.split(' ');
  var list = document.getElementById('available-list');
  var section = document.getElementById('available');

  document.getElementById('retry').addEventListener('click', function () {
    location.reload();
  });
  // A moment after the network returns, so the reload does not race the connection coming up.
  window.addEventListener('online', function () {
    setTimeout(function () {
      location.reload();
    }, 1000);
  });

  function add(href, label, note) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    if (note) {
      var small = document.createElement('small');
      small.textContent = note;
      a.appendChild(small);
    }
    li.appendChild(a);
    list.appendChild(li);
    section.hidden = false;
  }

  /** The prefix of the copy a path belongs to (shared/src/copies.ts's copyOfPath). */
  function copyOf(path) {
    for (var i = 0; i < prefixes.length; i++) {
      var p = prefixes[i];
      if (path === p || path.indexOf(p + '/') === 0) return p;
    }
    return '';
  }

  /** A message with its one input (`{count}`, `{time}`) filled in. */
  function say(message, value) {
    return message.replace(/\{\w+\}/, value);
  }

  function pad(n) {
    return (n < 10 ? '0' : '') + n;
  }

  function stamp(at) {
    return (
      at.getFullYear() +
      '-' +
      pad(at.getMonth() + 1) +
      '-' +
      pad(at.getDate()) +
      ' ' +
      pad(at.getHours()) +
      ':' +
      pad(at.getMinutes())
    );
  }

  // Kept by the app after an online read (src/lib/offline/offline-bookings.ts).
  try {
    var saved = JSON.parse(localStorage.getItem('portal.offlineBookings') || 'null');
    if (saved && saved.bookings && saved.bookings.length) {
      add(
        prefix + '/user/booking/order',
        say(data.bookings, saved.bookings.length),
        say(data.bookingsUpdated, stamp(new Date(saved.savedAt))),
      );
    }
  } catch {
    // Nothing saved, or storage unavailable.
  }

  var siteSuffix = new RegExp(
    '\\s*[-|｜]\\s*' + data.siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '\\s*$',
  );

  function titleOf(html) {
    var m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
    if (!m) return '';
    var t = document.createElement('textarea');
    t.innerHTML = m[1];
    return t.value.replace(siteSuffix, '');
  }

  if (!('caches' in window)) return;
  caches
    .open('portal-pages')
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        var mine = requests.filter(function (r) {
          var path = new URL(r.url).pathname;
          return copyOf(path) === prefix && path !== location.pathname && !/\/user\//.test(path);
        });
        return Promise.all(
          mine.map(function (r) {
            return cache.match(r).then(function (res) {
              return res
                ? res.text().then(function (html) {
                    return { url: r.url, title: titleOf(html), date: res.headers.get('date') };
                  })
                : null;
            });
          }),
        );
      });
    })
    .then(function (pages) {
      pages.forEach(function (p) {
        if (!p || !p.title) return;
        var at = p.date ? new Date(p.date) : null;
        add(p.url, p.title, at && !isNaN(at.getTime()) ? say(data.savedAt, stamp(at)) : '');
      });
    })
    .catch(function () {});
})();
