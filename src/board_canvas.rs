//! Draws a board and its pieces on a canvas, sharp on high-density screens,
//! and maps clicks back to squares. Shared by every puzzle view.

mod layers;

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement, MouseEvent};

use super::{
    dom,
    dom::WebError,
    palette::{self, palette, Palette},
};
use chesslab_core::board::{Cell, PieceKind, ALL_PIECE_KINDS};
pub use chesslab_pages::Scene;
use chesslab_pages::{BoardPoint, Overlay};

const DIMMED: &str = "rgba(0, 0, 0, 0.22)";
const HOVERED: &str = "rgba(255, 255, 255, 0.45)";
const HOVERED_RING: &str = "rgba(20, 60, 20, 0.8)";
const SPENT_FILTER: &str = "grayscale(1) brightness(0.55)";

thread_local! {
    /// Every board drawn so far, to draw again in a new look.
    static BOARDS: RefCell<Vec<Weak<BoardCanvas>>> = const { RefCell::new(Vec::new()) };
}

/// The look changed: the palette is read again and every board drawn again.
pub fn repaint_all() {
    palette::forget();
    let boards: Vec<Rc<BoardCanvas>> = BOARDS.with(|boards| {
        let mut boards = boards.borrow_mut();
        boards.retain(|board| board.strong_count() > 0);
        boards.iter().filter_map(Weak::upgrade).collect()
    });
    for board in boards {
        board.redraw();
    }
}

/// A canvas that draws [`Scene`]s.
pub struct BoardCanvas {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    images: Vec<HtmlImageElement>,
    last_scene: Rc<RefCell<Scene>>,
    /// What moves over the scene (see [`BoardCanvas::draw_overlaid`]).
    overlay: RefCell<Overlay>,
    _image_listeners: Vec<EventListener>,
}

impl BoardCanvas {
    /// Binds the canvas with this id and starts loading the piece images.
    ///
    /// # Errors
    /// When the canvas is missing or has no 2D context.
    pub fn new(canvas_id: &str) -> Result<Rc<BoardCanvas>, WebError> {
        let canvas: HtmlCanvasElement = dom::element(canvas_id)?;
        let context = canvas
            .get_context("2d")?
            .ok_or_else(|| WebError("the canvas has no 2D context".into()))?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| WebError("unexpected canvas context".into()))?;
        let images = ALL_PIECE_KINDS
            .into_iter()
            .map(|kind| {
                let image = HtmlImageElement::new()?;
                image.set_src(&format!("pieces/{}.svg", kind.name()));
                Ok(image)
            })
            .collect::<Result<Vec<_>, WebError>>()?;
        let board = Rc::new_cyclic(|weak: &Weak<BoardCanvas>| {
            // Redraw once each image has loaded, so pieces appear without a click.
            let image_listeners = images
                .iter()
                .map(|image| {
                    let weak = weak.clone();
                    EventListener::new(image, "load", move |_| {
                        if let Some(board) = weak.upgrade() {
                            board.redraw();
                        }
                    })
                })
                .collect();
            BoardCanvas {
                canvas,
                context,
                images,
                last_scene: Rc::default(),
                overlay: RefCell::default(),
                _image_listeners: image_listeners,
            }
        });
        BOARDS.with(|boards| boards.borrow_mut().push(Rc::downgrade(&board)));
        Ok(board)
    }

    /// The canvas element.
    pub fn element(&self) -> &HtmlCanvasElement {
        &self.canvas
    }

    /// Draws `scene` and names it `label` for screen readers.
    pub fn draw_labelled(&self, scene: Scene, label: &str) {
        self.draw(scene);
        self.set_label(label);
    }

    /// Names the board for screen readers (what it shows, in words).
    pub fn set_label(&self, label: &str) {
        let _ = self.element().set_attribute("aria-label", label);
    }

    /// Draws `scene` and remembers it for redraws.
    pub fn draw(&self, scene: Scene) {
        self.draw_overlaid(scene, Overlay::default());
    }

    /// Draws `scene` with `overlay` over it (a piece held or sliding, spent pieces).
    pub fn draw_overlaid(&self, scene: Scene, overlay: Overlay) {
        self.last_scene.replace(scene);
        self.overlay.replace(overlay);
        self.redraw();
    }

    /// Draws the last scene again with a new `overlay`: the cheap redraw of a
    /// pointer move or an animation frame.
    pub fn draw_overlay(&self, overlay: Overlay) {
        self.overlay.replace(overlay);
        self.redraw();
    }

    /// Where a pointer event is, in squares from the board's top-left corner
    /// (off the board too: a dragged piece may leave it).
    pub fn point_at(&self, event: &MouseEvent) -> Option<BoardPoint> {
        let scene = self.last_scene.borrow();
        let rect = self.canvas.get_bounding_client_rect();
        if scene.width == 0 || rect.width() <= 0.0 || rect.height() <= 0.0 {
            return None;
        }
        let x = (f64::from(event.client_x()) - rect.left()) / rect.width() * f64::from(scene.width);
        let y = (f64::from(event.client_y()) - rect.top()) / rect.height() * f64::from(scene.height);
        Some(BoardPoint { x, y })
    }

    /// Draws the last scene again (after a resize or an image load).
    pub fn redraw(&self) {
        let scene = self.last_scene.borrow();
        if scene.width == 0 || scene.height == 0 {
            return;
        }
        let ratio = dom::window().map_or(1.0, |window| window.device_pixel_ratio()).max(1.0);
        let css_width = f64::from(self.canvas.client_width().max(64));
        let css_height = css_width * f64::from(scene.height) / f64::from(scene.width);
        let (width, height) = ((css_width * ratio) as u32, (css_height * ratio) as u32);
        // Resizing clears and reallocates the canvas: only when the size changed
        // (every frame paints all squares anyway), so a drag stays cheap.
        if self.canvas.width() != width || self.canvas.height() != height {
            self.canvas.set_width(width);
            self.canvas.set_height(height);
        }
        let square = css_width * ratio / f64::from(scene.width);
        let overlay = self.overlay.borrow();
        let colors = palette();
        self.draw_squares(&scene, square, &colors);
        self.draw_marks(&scene, square, &colors);
        if let Some(cell) = overlay.dimmed {
            self.fill_square(&scene, cell, square, DIMMED);
        }
        if let Some(cell) = overlay.hovered {
            self.fill_square(&scene, cell, square, HOVERED);
            self.ring(&scene, cell, square, HOVERED_RING, 0.44, 0.1);
        }
        if self.draw_pieces(&scene, square) && !scene.pieces.is_empty() {
            mark_first_pieces();
        }
        self.draw_counts(&scene, square, &colors);
        self.draw_coordinates(&scene, square, &colors);
        if let Some(floating) = overlay.floating {
            self.draw_floating(floating.kind, floating.at, floating.lifted, square);
        }
    }

    /// A piece drawn with its centre at `at`: held pieces larger, with a shadow.
    fn draw_floating(&self, kind: PieceKind, at: BoardPoint, lifted: bool, size: f64) {
        let context = &self.context;
        let scale = if lifted { 1.12 } else { 0.92 };
        let (cx, cy) = (at.x * size, at.y * size);
        if lifted {
            context.save();
            context.set_shadow_color("rgba(0, 0, 0, 0.45)");
            context.set_shadow_blur(size * 0.12);
            context.set_shadow_offset_y(size * 0.06);
        }
        self.draw_piece_at(kind, cx - size * scale / 2.0, cy - size * scale / 2.0, size * scale);
        if lifted {
            context.restore();
        }
    }

    /// A piece's image (or its letter, until the image arrives) in the box at `x`, `y` of side `side`.
    fn draw_piece_at(&self, kind: PieceKind, x: f64, y: f64, side: f64) {
        let image = &self.images[kind.index()];
        if image.complete() && image.natural_width() > 0 {
            let _ = self.context.draw_image_with_html_image_element_and_dw_and_dh(image, x, y, side, side);
        } else {
            self.draw_text(
                &kind.letter().to_string(),
                x + side / 2.0,
                y + side * 0.64,
                side * 0.55,
                "#1a1a1a",
            );
        }
    }

    /// The square under a mouse event, if it is on the board.
    pub fn cell_at(&self, event: &MouseEvent) -> Option<Cell> {
        let scene = self.last_scene.borrow();
        let rect = self.canvas.get_bounding_client_rect();
        if scene.width == 0 || rect.width() <= 0.0 {
            return None;
        }
        let x = (f64::from(event.client_x()) - rect.left()) / rect.width();
        let y = (f64::from(event.client_y()) - rect.top()) / rect.height();
        if !(0.0..1.0).contains(&x) || !(0.0..1.0).contains(&y) {
            return None;
        }
        let file = (x * f64::from(scene.width)) as u8;
        let row_from_top = (y * f64::from(scene.height)) as u8;
        Some(Cell { file, rank: scene.height.checked_sub(1 + row_from_top)? })
    }
}

/// Marks the time a board first shows pieces as their pictures (the user timing
/// `board-with-pieces`, which `benches/first-load.mjs` reads): once per page load.
fn mark_first_pieces() {
    thread_local!(static MARKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if !MARKED.with(|marked| marked.replace(true)) {
        if let Some(performance) = dom::window().ok().and_then(|window| window.performance()) {
            let _ = performance.mark("board-with-pieces");
        }
    }
}
