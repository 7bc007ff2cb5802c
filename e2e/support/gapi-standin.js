/*
 * A small stand-in for https://apis.google.com/js/api.js, served by Playwright routing because the
 * real one is unreachable here. It implements just the part of gapi.iframes that Firebase Auth's
 * popup flow uses with the Auth emulator:
 *   parent page: gapi.iframes.getContext().open(...) → iframe.restyle / ping / register / send
 *   emulator helper iframe: gapi.iframes.getContext().getParentIframe() → register / send
 * Both sides talk with postMessage; a call is answered with the handlers' return values.
 */
(() => {
  var TAG = '__gapi_standin__';
  var nextId = 1;
  var pending = {};

  function handlersFor(target) {
    target.__handlers = target.__handlers || {};
    return target.__handlers;
  }

  function call(win, name, data, callback) {
    var id = nextId++;
    pending[id] = callback || (() => {});
    win.postMessage({ tag: TAG, kind: 'call', id: id, name: name, data: data }, '*');
  }

  function Endpoint(getWindow) {
    this.getWindow = getWindow;
    this.ready = false;
    this.waiters = [];
  }
  Endpoint.prototype.register = function (name, handler) {
    handlersFor(this)[name] = handler;
  };
  Endpoint.prototype.send = function (name, data, callback) {
    call(this.getWindow(), name, data, callback);
  };
  Endpoint.prototype.restyle = () => Promise.resolve();
  Endpoint.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      var done = () => {
        if (callback) callback();
        resolve();
      };
      if (this.ready) done();
      else this.waiters.push(done);
    });
  };

  var endpoints = [];

  window.addEventListener('message', (e) => {
    var m = e.data;
    if (!m || m.tag !== TAG) return;
    var endpoint = endpoints.find((ep) => ep.getWindow() === e.source);
    if (m.kind === 'reply') {
      const cb = pending[m.id];
      delete pending[m.id];
      if (cb) cb(m.result);
      return;
    }
    if (!endpoint) return;
    if (m.kind === 'ready') {
      endpoint.ready = true;
      endpoint.waiters.splice(0).forEach((w) => {
        w();
      });
      return;
    }
    if (m.kind === 'call') {
      const handler = handlersFor(endpoint)[m.name];
      const result = handler ? handler(m.data) : undefined;
      Promise.resolve(result).then((value) => {
        e.source.postMessage({ tag: TAG, kind: 'reply', id: m.id, result: [value] }, '*');
      });
    }
  });

  var context = {
    open: (options, onOpen) => {
      var frame = document.createElement('iframe');
      var attrs = options.attributes || {};
      Object.keys(attrs).forEach((k) => {
        if (k === 'style') Object.assign(frame.style, attrs.style);
        else frame.setAttribute(k, attrs[k]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var endpoint = new Endpoint(() => frame.contentWindow);
      endpoints.push(endpoint);
      return Promise.resolve(onOpen ? onOpen(endpoint) : endpoint);
    },
    getParentIframe: () => {
      var endpoint = new Endpoint(() => window.parent);
      endpoint.ready = true;
      endpoints.push(endpoint);
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return endpoint;
    },
  };

  window.gapi = {
    load: (_name, options) => {
      const callback = typeof options === 'function' ? options : options?.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      getContext: () => context,
      Iframe: () => {},
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    },
  };

  // api.js calls back the page that loaded it: ?onload=<name> (Firebase) or window.gapi_onload (the emulator iframe).
  var script = document.currentScript;
  const onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
