// The offline page (served by the service worker for a page it has no copy of): links to what
// this device can show without a network, the client's saved upcoming bookings first, then the
// pages read before. Reloads by itself once the network is back.
(function () {
  var HANS = '/zh-cn';
  var hans = location.pathname === HANS || location.pathname.indexOf(HANS + '/') === 0;
  var prefix = hans ? HANS : '';
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
        '我的預約（' + saved.bookings.length + ' 個即將到來）',
        '最後更新：' + stamp(new Date(saved.savedAt)),
      );
    }
  } catch {
    // Nothing saved, or storage unavailable.
  }

  function titleOf(html) {
    var m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
    if (!m) return '';
    var t = document.createElement('textarea');
    t.innerHTML = m[1];
    return t.value.replace(/\s*[-|｜]\s*香港中醫網\s*$/, '');
  }

  if (!('caches' in window)) return;
  caches
    .open('portal-pages')
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        var mine = requests.filter(function (r) {
          var path = new URL(r.url).pathname;
          var inHans = path === HANS || path.indexOf(HANS + '/') === 0;
          return inHans === hans && path !== location.pathname && !/\/user\//.test(path);
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
        add(p.url, p.title, at && !isNaN(at.getTime()) ? '保存於 ' + stamp(at) : '');
      });
    })
    .catch(function () {});
})();
