//! The page as the trials see it: a browser session of the pool on the served site, with
//! what a user does (open a link, click, type) and what the trials read (the status
//! line, the cases and their answers, the lines of errors), each wait a poll with a
//! deadline that fails with the page's status line and a screenshot.

use super::driver::{Browser, Driver, Element};
use super::site::{site, Site};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The longest any wait of a trial lasts: the page gives the engines a minute a call.
pub const PATIENCE: Duration = Duration::from_secs(90);

/// chromedriver, and the sessions no trial is using.
struct Pool {
    driver: Mutex<Driver>,
    idle: Mutex<Vec<Browser>>,
}

/// chromedriver and the idle sessions, made on first use.
static POOL: OnceLock<Result<Pool, String>> = OnceLock::new();

/// The pool ([`POOL`]), started on the first call.
fn pool() -> Result<&'static Pool, String> {
    let pool = POOL.get_or_init(|| {
        let driver = Driver::start()?;
        Ok(Pool {
            driver: Mutex::new(driver),
            idle: Mutex::new(Vec::new()),
        })
    });
    pool.as_ref().map_err(Clone::clone)
}

/// Runs `test` on a page of the site in a browser of the pool (a new session when none
/// is idle); the session goes back to the pool when `test` succeeds, and is closed when
/// it fails or panics.
pub fn with_page<T>(test: impl FnOnce(&Page) -> Result<T, String>) -> Result<T, String> {
    let site = site()?;
    let pool = pool()?;
    let idle = pool.idle.lock().unwrap().pop();
    let browser = match idle {
        Some(browser) => browser,
        None => pool.driver.lock().unwrap().session(PATIENCE * 2)?,
    };
    let page = Page { browser, site };
    let outcome = test(&page);
    if outcome.is_ok() {
        pool.idle.lock().unwrap().push(page.browser);
    }
    outcome
}

/// Closes the idle sessions and stops chromedriver.
pub fn shutdown() {
    if let Some(Ok(pool)) = POOL.get() {
        pool.idle.lock().unwrap().clear();
        pool.driver.lock().unwrap().stop();
    }
}

/// A browser on the site.
pub struct Page {
    pub browser: Browser,
    pub site: &'static Site,
}

/// What the page shows of an opened input.
#[derive(Debug, PartialEq, Eq)]
pub struct Shown {
    /// `#status`'s `data-state` and text.
    pub state: String,
    pub status: String,
    /// The text of `#error`, `#violation` and `#internal` ("" when hidden).
    pub error: String,
    pub violation: String,
    pub internal: String,
    /// The items of `#warnings`.
    pub warnings: Vec<String>,
    /// Each `section.case`'s `data-case` and `data-answer`, in order.
    pub cases: Vec<(String, String)>,
}

/// A JavaScript expression reading [`Shown`] as JSON.
const SHOWN: &str = "(() => {
  const text = (id) => document.getElementById(id).hidden ? '' : document.getElementById(id).textContent;
  const status = document.getElementById('status');
  return {
    state: status.dataset.state, status: status.textContent,
    error: text('error'), violation: text('violation'), internal: text('internal'),
    warnings: [...document.querySelectorAll('#warnings li')].map((li) => li.textContent),
    cases: [...document.querySelectorAll('section.case')].map((s) => [s.dataset.case, s.dataset.answer]),
  };
})()";

impl Page {
    /// The site's page, as a new document (a query of its own).
    pub fn fresh(&self) -> String {
        static LOADS: AtomicUsize = AtomicUsize::new(0);
        format!(
            "{}?load={}",
            self.site.url,
            LOADS.fetch_add(1, Ordering::Relaxed)
        )
    }

    /// Loads the site's page unless the browser shows it already.
    pub fn ensure_loaded(&self) -> Result<(), String> {
        let here = self.eval("location.href")?;
        match here
            .as_str()
            .is_some_and(|href| href.starts_with(&self.site.url))
        {
            true => Ok(()),
            false => self.open_address(&self.fresh()).map(drop),
        }
    }

    /// The page's address holding `input` for `problem` (`#problem=..&input=<base64url>`),
    /// a new document if `fresh` (a query of its own), else the page's own address (a
    /// change of its fragment only).
    pub fn link(&self, problem: &str, encoded: &str, fresh: bool) -> String {
        let base = match fresh {
            true => self.fresh(),
            false => self.current_base(),
        };
        format!("{base}#problem={problem}&input={encoded}")
    }

    /// The page's address without its fragment (the site's when no page is open).
    fn current_base(&self) -> String {
        let href = self.browser.eval("location.href").unwrap_or(Value::Null);
        match href.as_str() {
            Some(href) if href.starts_with(&self.site.url) => {
                href.split('#').next().unwrap_or(href).to_string()
            }
            _ => self.site.url.clone(),
        }
    }

    /// Opens `input` for `problem` by its link (see [`Page::link`]) and waits until the
    /// page has answered and explained it, or said why not; what it shows.
    /// An input opened by a change of the fragment that would not change it (the same
    /// input again) opens as a new document: a browser fires no `hashchange` then.
    pub fn open_link(&self, problem: &str, input: &[u8], fresh: bool) -> Result<Shown, String> {
        let encoded = super::base64::url(input);
        let mut link = self.link(problem, &encoded, fresh);
        if !fresh && self.eval("location.href")?.as_str() == Some(link.as_str()) {
            link = self.link(problem, &encoded, true);
        }
        self.open_address(&link)
    }

    /// Opens the page's address `link` and waits as [`Page::open_link`] does.
    pub fn open_address(&self, link: &str) -> Result<Shown, String> {
        self.mark_stale()?;
        self.browser.open(link)?;
        self.settled()
    }

    /// Marks the status line stale, so that a wait after a change of the fragment waits
    /// for the page to have answered it.
    pub fn mark_stale(&self) -> Result<(), String> {
        let script =
            "const s = document.getElementById('status'); if (s) s.dataset.state = 'stale';";
        self.browser.execute(script, &[]).map(drop)
    }

    /// Waits until the status line is `ready` or `error`; what the page shows then.
    pub fn settled(&self) -> Result<Shown, String> {
        let settled =
            "['ready', 'error'].includes(document.getElementById('status')?.dataset.state)";
        self.wait_for("the status line ready or error", settled, PATIENCE)?;
        self.shown()
    }

    /// What the page shows now.
    pub fn shown(&self) -> Result<Shown, String> {
        Ok(Shown::from_json(&self.browser.eval(SHOWN)?))
    }

    /// Waits until the JavaScript expression `expression` is truthy (`what` in words);
    /// its value. Fails after `timeout` with the status line and a screenshot.
    pub fn wait_for(
        &self,
        what: &str,
        expression: &str,
        timeout: Duration,
    ) -> Result<Value, String> {
        match self.browser.poll(expression, timeout)? {
            Some(value) => Ok(value),
            None => Err(self.failure(&format!("waited {timeout:?} for {what}"))),
        }
    }

    /// The line of a failure: `what`, the status line, and where the screenshot is.
    pub fn failure(&self, what: &str) -> String {
        let status = self
            .browser
            .eval("document.getElementById('status')?.dataset.state + ': ' + document.getElementById('status')?.textContent")
            .map_or_else(|e| e, |v| v.as_str().unwrap_or("?").to_string());
        let shot = self.screenshot();
        format!("{what}; the status line: {status}; screenshot: {shot}")
    }

    /// Saves a screenshot in the run's folder; its path, or why there is none.
    fn screenshot(&self) -> String {
        static SHOTS: AtomicUsize = AtomicUsize::new(0);
        let n = SHOTS.fetch_add(1, Ordering::Relaxed);
        let path: PathBuf = self.site.folder.join(format!("failure-{n}.png"));
        match self.browser.screenshot(&path) {
            Ok(()) => path.display().to_string(),
            Err(e) => format!("none ({e})"),
        }
    }

    /// The element `css` selects.
    pub fn find(&self, css: &str) -> Result<Element, String> {
        self.browser.find(css)
    }

    /// Clicks the element `css` selects.
    pub fn click(&self, css: &str) -> Result<(), String> {
        self.browser.click_on(css)
    }

    /// Types `text` into the element `css` selects.
    pub fn type_into(&self, css: &str, text: &str) -> Result<(), String> {
        self.browser.type_into(&self.find(css)?, text)
    }

    /// The value of the JavaScript expression `expression`.
    pub fn eval(&self, expression: &str) -> Result<Value, String> {
        self.browser.eval(expression)
    }
}

/// The text of `value`, or "" when it is none (an attribute the page did not set).
fn text(value: &Value) -> String {
    value.as_str().unwrap_or("").to_string()
}

impl Shown {
    /// What [`SHOWN`] gives.
    fn from_json(shown: &Value) -> Shown {
        let list = |key: &str| shown[key].as_array().cloned().unwrap_or_default();
        Shown {
            state: text(&shown["state"]),
            status: text(&shown["status"]),
            error: text(&shown["error"]),
            violation: text(&shown["violation"]),
            internal: text(&shown["internal"]),
            warnings: list("warnings").iter().map(text).collect(),
            cases: list("cases")
                .iter()
                .map(|pair| (text(&pair[0]), text(&pair[1])))
                .collect(),
        }
    }
}
