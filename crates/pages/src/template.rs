//! A page's HTML template and the element ids its view looks up.
//!
//! Each page model declares its ids once with [`element_ids`]; the web view
//! finds its elements by those constants, and a native test checks them
//! against the template file with [`id_mismatches`]: every id looked up is
//! in the template exactly once, and every id in the template is looked up.

/// Declares a module of element-id constants and `ALL`, the list of them.
///
/// ```
/// chesslab_pages::element_ids! {
///     /// The demo page's elements.
///     pub mod ids {
///         /// The Go button.
///         GO = "demo-go",
///     }
/// }
///
/// fn main() {
///     assert_eq!(ids::GO, "demo-go");
///     assert_eq!(ids::ALL, ["demo-go"]);
/// }
/// ```
#[macro_export]
macro_rules! element_ids {
    ($(#[$meta:meta])* $vis:vis mod $module:ident { $($(#[$id_meta:meta])* $name:ident = $id:literal,)* }) => {
        $(#[$meta])*
        $vis mod $module {
            $($(#[$id_meta])* pub const $name: &str = $id;)*
            /// Every id above, in order.
            pub const ALL: &[&str] = &[$($name),*];
        }
    };
}
pub use element_ids;

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
