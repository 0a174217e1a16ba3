//! A page's elements, each declared once: its field name, its kind and its
//! id, in the page model's `ids.rs` ([`element_ids`]). The same declaration
//! gives the ids (`IDS`, `ALL`: for the template's check and the end-to-end
//! tests) and, through [`ElementKinds`], the web view's struct of bound
//! elements, so the web layer lists no element again.

/// The types a layer binds each kind of element to: the web view's are
/// web-sys elements; [`Ids`] makes every kind the element's id.
pub trait ElementKinds {
    /// Any element (`<p>`, `<div>`, `<form>`…).
    type Element;
    /// A `<button>`.
    type Button;
    /// An `<input>`.
    type Input;
    /// A `<select>`.
    type Select;
    /// A `<textarea>`.
    type TextArea;
    /// A `<dialog>`.
    type Dialog;
    /// A `<canvas>`.
    type Canvas;
    /// An `<ol>`.
    type List;
}

/// Every kind of element as its id: a struct of these is a page's ids by name.
pub struct Ids;

impl ElementKinds for Ids {
    type Element = &'static str;
    type Button = &'static str;
    type Input = &'static str;
    type Select = &'static str;
    type TextArea = &'static str;
    type Dialog = &'static str;
    type Canvas = &'static str;
    type List = &'static str;
}

/// Finds the element with an id, as a `T`.
pub trait Find<T> {
    /// The element whose id is `id`.
    fn find(&mut self, id: &'static str) -> T;
}

/// Finds elements of every kind `K` names.
pub trait FindElements<K: ElementKinds>:
    Find<K::Element>
    + Find<K::Button>
    + Find<K::Input>
    + Find<K::Select>
    + Find<K::TextArea>
    + Find<K::Dialog>
    + Find<K::Canvas>
    + Find<K::List>
{
}

/// Declares a module of a page's elements: `ALL` (every id, in order), a
/// struct generic over the [`ElementKinds`] with one field per element and
/// its `find`, and `IDS`, that struct of ids.
///
/// ```
/// chesslab_pages::element_ids! {
///     /// The demo page's elements.
///     pub mod ids for Demo {
///         /// The Go button.
///         go: Button = "demo-go",
///         /// What it says.
///         said: Element = "demo-said",
///     }
/// }
///
/// fn main() {
///     assert_eq!(ids::IDS.go, "demo-go");
///     assert_eq!(ids::ALL, ["demo-go", "demo-said"]);
/// }
/// ```
#[macro_export]
macro_rules! element_ids {
    ($(#[$meta:meta])* $vis:vis mod $module:ident for $name:ident {
        $($(#[$field_meta:meta])* $field:ident: $kind:ident = $id:literal,)*
    }) => {
        $(#[$meta])*
        $vis mod $module {
            use $crate::elements::{ElementKinds, Find, FindElements, Ids};

            /// Every id below, in order.
            pub const ALL: &[&str] = &[$($id),*];

            /// The elements, each as `K` binds its kind.
            pub struct $name<K: ElementKinds> {
                $($(#[$field_meta])* pub $field: K::$kind,)*
            }

            impl<K: ElementKinds> $name<K> {
                /// Every element, found by its id.
                pub fn find(finder: &mut impl FindElements<K>) -> $name<K> {
                    $name { $($field: Find::<K::$kind>::find(finder, $id),)* }
                }
            }

            /// The elements' ids, by name.
            pub const IDS: $name<Ids> = $name { $($field: $id,)* };
        }
    };
}
pub use element_ids;
