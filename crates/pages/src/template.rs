//! A page's HTML template and the element ids its view looks up.
//!
//! Each page model declares its elements once with
//! [`element_ids`](crate::element_ids); the web view binds them from that
//! declaration, and a native test checks their ids
//! against the template file with [`id_mismatches`]: every id looked up is
//! in the template exactly once, and every id in the template is looked up.

/// Declares a page's templates from `www/templates/`: `TEMPLATE`, its controls
/// (`<name>.html`), and `BELOW_BOARD`, what stands under its board
/// (`<name>-below.html`), both static HTML, never user text; and the test that
/// every id the view looks up is in them once: `controls` in the one and
/// `below` in the other, or `page` in both taken together.
#[macro_export]
macro_rules! page_templates {
    ($name:literal, $($part:ident = $ids:expr),+) => {
        /// The page's controls (static HTML, never user text).
        pub const TEMPLATE: &str =
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/templates/", $name, ".html"));
        /// What stands under the board (static HTML).
        pub const BELOW_BOARD: &str =
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/templates/", $name, "-below.html"));

        #[cfg(test)]
        mod template_ids {
            #[allow(clippy::wildcard_imports)]
            use super::*;

            #[test]
            fn every_id_is_in_the_template_once() {
                $($crate::page_templates!(@check $part, $ids);)+
            }
        }
    };
    (@check controls, $ids:expr) => {
        assert_eq!($crate::template::id_mismatches(TEMPLATE, $ids), Vec::<String>::new())
    };
    (@check below, $ids:expr) => {
        assert_eq!($crate::template::id_mismatches(BELOW_BOARD, $ids), Vec::<String>::new())
    };
    (@check page, $ids:expr) => {
        assert_eq!($crate::template::id_mismatches(&format!("{TEMPLATE}{BELOW_BOARD}"), $ids), Vec::<String>::new())
    };
}
pub use page_templates;

/// The values of the `id="…"` attributes in `template`, in order.
#[must_use]
pub fn ids_in(template: &str) -> Vec<&str> {
    let mut ids = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find(" id=\"") {
        rest = &rest[start + 5..];
        let Some(end) = rest.find('"') else { break };
        ids.push(&rest[..end]);
        rest = &rest[end..];
    }
    ids
}

/// What is wrong between `template` and the `ids` a view looks up in it:
/// an id missing or written twice, or an id the view does not declare.
#[must_use]
pub fn id_mismatches(template: &str, ids: &[&str]) -> Vec<String> {
    let found = ids_in(template);
    let mut problems = Vec::new();
    for id in ids {
        match found.iter().filter(|&&other| other == *id).count() {
            1 => {}
            0 => problems.push(format!("#{id} is not in the template")),
            times => problems.push(format!("#{id} is in the template {times} times")),
        }
    }
    for id in &found {
        if !ids.contains(id) {
            problems.push(format!("#{id} in the template is not declared"));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_attributes() {
        let template = r#"<p id="a" class="x"></p><input id="b" /><label for="a">"#;
        assert_eq!(ids_in(template), ["a", "b"]);
    }

    #[test]
    fn a_missing_a_repeated_and_an_undeclared_id_are_reported() {
        let template = r#"<p id="a"></p><p id="a"></p><p id="c"></p>"#;
        let problems = id_mismatches(template, &["a", "b"]);
        assert_eq!(
            problems,
            [
                "#a is in the template 2 times",
                "#b is not in the template",
                "#c in the template is not declared"
            ]
        );
        assert!(id_mismatches(r#"<b id="x">"#, &["x"]).is_empty());
    }
}
