//! A puzzle page's section as HTML: the shell every page shares (board, notes,
//! title, rules, status, the view's controls, share link), written once.
//!
//! The web layer inserts [`html`] for a page the first time it is shown. The
//! first screen's page (Solo) is also written, by the same function, into
//! `www/first-screen/solo.html`, which the site's `index.html` carries: the
//! page is painted before its wasm arrives, and the app adopts it. The file is
//! not kept in git: Trunk's pre-build hook writes it before every build (the
//! `first-screen` program), so it is always what [`html`] makes.

use chesslab_core::link::Link;

/// What a page is called and says about itself: the navigation, the home
/// page's card and the page's own title and rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageText {
    /// The page's name in links (`#/<name>`), also the prefix of its element ids.
    pub name: &'static str,
    /// The page's title.
    pub title: &'static str,
    /// One line for the home page's card.
    pub blurb: &'static str,
    /// The rules in a few words, under the page's title.
    pub rules: &'static str,
}

/// Solo Chess, the first screen.
pub const SOLO: PageText = PageText {
    name: <chesslab_core::solo::Link as Link>::PAGE,
    title: "Solo Chess",
    blurb: "Every move captures; leave a single piece. Play, get hints, or let the solver show the way.",
    rules: "Every move must capture. Win by leaving a single piece. Pawns capture diagonally upward.",
};

/// The page's section, hidden until shown: a board column (the board, then
/// `below_board`) and a panel (title, rules, status, `controls`, share link).
///
/// `controls` may hold a `<div class="rules-slot"></div>`, `status-slot`,
/// `share-slot` or `link-slot`: that part of the shell goes inside it; what
/// has no slot keeps its usual place (rules and status under the title, the
/// share row and link last). `controls` and `below_board` are static HTML
/// (the views' constants, never user text); the page's words are escaped.
///
/// ```
/// use chesslab_pages::page_section::{html, PageText};
///
/// let page = PageText { name: "demo", title: "Demo", blurb: "", rules: "Capture <all>." };
/// let section = html(&page, &[r#"<button id="demo-go">Go</button><div class="status-slot"></div>"#], "");
/// assert!(section.starts_with(r#"<section id="demo-page" class="page" hidden"#));
/// assert!(section.contains("Capture &lt;all&gt;."));
/// // The status line went into its slot, after the Go button.
/// assert!(section.contains(r#"Go</button><div class="status-slot"><p id="demo-status""#));
/// ```
#[must_use]
pub fn html(page: &PageText, controls: &[&str], below_board: &str) -> String {
    let name = page.name;
    let title = escape(page.title);
    let rules = format!(r#"<p id="{name}-rules-text" class="rules-text">{}</p>"#, escape(page.rules));
    let status = format!(r#"<p id="{name}-status" class="status" role="status" aria-live="polite"></p>"#);
    let share =
        format!(r#"<div class="row"><button id="{name}-share" type="button">Share link</button></div>"#);
    let link = format!(
        r#"<input id="{name}-link" class="link" readonly hidden aria-label="Link to this {title} puzzle" />"#
    );
    let mut body = controls.concat();
    let [rules, status, share, link] =
        [("rules", rules), ("status", status), ("share", share), ("link", link)].map(|(slot, part)| {
            let marker = format!(r#"<div class="{slot}-slot"></div>"#);
            if body.contains(&marker) {
                body = body.replacen(&marker, &format!(r#"<div class="{slot}-slot">{part}</div>"#), 1);
                String::new()
            } else {
                part
            }
        });
    format!(
        "<section id=\"{name}-page\" class=\"page\" hidden aria-labelledby=\"{name}-title\">\n\
         <div class=\"board-column\">\
         <canvas id=\"{name}-board\" class=\"board\" tabindex=\"0\" width=\"480\" height=\"480\"></canvas>\n\
         <div class=\"board-notes\">{below_board}</div></div>\n\
         <div class=\"panel\"><h1 id=\"{name}-title\">{title}</h1>{rules}{status}\n\
         <div class=\"controls\">{body}</div>{share}{link}</div>\n\
         </section>\n"
    )
}

/// `text` with the characters HTML gives a meaning written as entities.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: PageText = PageText { name: "demo", title: "A \"demo\"", blurb: "", rules: "x < y & z" };

    #[test]
    fn the_shell_parts_without_a_slot_keep_their_place() {
        let section = html(&PAGE, &["<p>controls</p>"], "<p>notes</p>");
        let order = [
            r#"id="demo-title""#,
            r#"id="demo-rules-text""#,
            r#"id="demo-status""#,
            "<p>controls",
            r#"id="demo-share""#,
            r#"id="demo-link""#,
        ]
        .map(|part| section.find(part).unwrap_or_else(|| panic!("{part} missing")));
        assert!(order.windows(2).all(|pair| pair[0] < pair[1]), "{section}");
        assert!(section.find("<p>notes</p>") < section.find(r#"id="demo-title""#));
        assert!(section.contains(r#"<h1 id="demo-title">A &quot;demo&quot;</h1>"#));
        assert!(section.contains("x &lt; y &amp; z"));
    }

    #[test]
    fn each_part_goes_into_its_slot_once() {
        let controls = r#"<div class="share-slot"></div><b></b><div class="rules-slot"></div>"#;
        let section = html(&PAGE, &[controls], "");
        assert_eq!(section.matches("demo-share").count(), 1);
        assert_eq!(section.matches("demo-rules-text").count(), 1);
        let share = section.find("demo-share").unwrap_or_default();
        let rules = section.find("demo-rules-text").unwrap_or_default();
        assert!(share < section.find("<b></b>").unwrap_or_default() && section.find("<b></b>") < Some(rules));
    }
}
