//! The layers of a scene on a board's canvas, bottom up: the squares, the marks (selection,
//! hints, targets, cursor), the pieces, the exact-attack counts and the coordinates.

use super::{BoardCanvas, Palette, Scene, SPENT_FILTER};
use chesslab_core::{board::Cell, exact::Fit, numbers::fixed};

impl BoardCanvas {
    pub(super) fn origin(scene: &Scene, square: Cell, size: f64) -> (f64, f64) {
        let x = f64::from(square.file) * size;
        let y = f64::from(scene.height.saturating_sub(1 + square.rank)) * size;
        (x, y)
    }

    pub(super) fn fill_square(&self, scene: &Scene, square: Cell, size: f64, color: &str) {
        let (x, y) = Self::origin(scene, square, size);
        self.context.set_fill_style_str(color);
        self.context.fill_rect(x, y, size, size);
    }

    pub(super) fn draw_squares(&self, scene: &Scene, size: f64, colors: &Palette) {
        for rank in 0..scene.height {
            for file in 0..scene.width {
                let light = (file + rank) % 2 == 1;
                self.fill_square(
                    scene,
                    Cell { file, rank },
                    size,
                    if light { &colors.light } else { &colors.dark },
                );
            }
        }
    }

    pub(super) fn draw_marks(&self, scene: &Scene, size: f64, colors: &Palette) {
        if let Some((from, to)) = &scene.last_move {
            self.fill_square(scene, *from, size, &colors.last_move);
            self.fill_square(scene, *to, size, &colors.last_move);
        }
        if let Some(square) = scene.selected {
            self.fill_square(scene, square, size, &colors.selected);
        }
        for &square in &scene.hint {
            self.fill_square(scene, square, size, &colors.hint);
        }
        for &square in &scene.shaded {
            self.fill_square(scene, square, size, &colors.shaded);
        }
        let context = &self.context;
        for &square in &scene.blocked {
            self.fill_square(scene, square, size, &colors.blocked);
            let (x, y) = Self::origin(scene, square, size);
            let inset = size * 0.25;
            context.begin_path();
            context.set_stroke_style_str("#9aa0a6");
            context.set_line_width((size * 0.06).max(1.0));
            context.move_to(x + inset, y + inset);
            context.line_to(x + size - inset, y + size - inset);
            context.move_to(x + size - inset, y + inset);
            context.line_to(x + inset, y + size - inset);
            context.stroke();
        }
        for &square in &scene.targets {
            // A ring around the piece that can be taken, as chess sites show captures.
            self.ring(scene, square, size, &colors.target, 0.44, 0.08);
        }
        for &square in &scene.marked {
            // A bold, smaller ring: the square nothing attacks.
            self.ring(scene, square, size, &colors.marked, 0.3, 0.1);
        }
        for &square in &scene.conflicts {
            // A bold frame: a piece in conflict, told apart from an attacked square by more than its tint.
            let (x, y) = Self::origin(scene, square, size);
            let inset = size * 0.1;
            context.set_stroke_style_str(&colors.conflict);
            context.set_line_width(size * 0.09);
            context.stroke_rect(x + inset, y + inset, size - 2.0 * inset, size - 2.0 * inset);
        }
        if let Some(square) = scene.cursor {
            let (x, y) = Self::origin(scene, square, size);
            let inset = size * 0.04;
            context.set_stroke_style_str(&colors.cursor);
            context.set_line_width(size * 0.06);
            context.stroke_rect(x + inset, y + inset, size - 2.0 * inset, size - 2.0 * inset);
        }
    }

    /// A ring in `square`, its radius and line width as fractions of the square.
    pub(super) fn ring(&self, scene: &Scene, square: Cell, size: f64, color: &str, radius: f64, width: f64) {
        let (x, y) = Self::origin(scene, square, size);
        let context = &self.context;
        context.begin_path();
        context.set_stroke_style_str(color);
        context.set_line_width(size * width);
        let _ = context.arc(x + size / 2.0, y + size / 2.0, size * radius, 0.0, std::f64::consts::TAU);
        context.stroke();
    }

    /// Draws the scene's pieces and badges; tells whether every piece was drawn as its picture.
    pub(super) fn draw_pieces(&self, scene: &Scene, size: f64) -> bool {
        let overlay = self.overlay.borrow();
        let mut pictures = true;
        for &(square, kind) in &scene.pieces {
            let (x, y) = Self::origin(scene, square, size);
            // A held piece's square shows a ghost of it; a spent piece is drawn dark.
            let ghost = overlay.dimmed == Some(square);
            let spent = overlay.spent.contains(&square);
            if ghost || spent {
                self.context.save();
                if ghost {
                    self.context.set_global_alpha(0.35);
                }
                if spent {
                    self.context.set_filter(SPENT_FILTER);
                }
            }
            let image = &self.images[kind.index()];
            if image.complete() && image.natural_width() > 0 {
                let _ = self.context.draw_image_with_html_image_element_and_dw_and_dh(
                    image,
                    x + size * 0.04,
                    y + size * 0.04,
                    size * 0.92,
                    size * 0.92,
                );
            } else {
                // Until the image arrives, the letter keeps the board readable.
                pictures = false;
                self.draw_text(
                    &kind.letter().to_string(),
                    x + size / 2.0,
                    y + size * 0.62,
                    size * 0.5,
                    "#1a1a1a",
                );
            }
            if ghost || spent {
                self.context.restore();
            }
        }
        for &(square, count) in &scene.badges {
            let (x, y) = Self::origin(scene, square, size);
            let (cx, cy, radius) = (x + size * 0.82, y + size * 0.18, size * 0.13);
            self.context.begin_path();
            self.context.set_fill_style_str("#2b2b2b");
            let _ = self.context.arc(cx, cy, radius, 0.0, std::f64::consts::TAU);
            self.context.fill();
            self.draw_text(&count.to_string(), cx, cy + radius * 0.45, radius * 1.3, "#ffffff");
        }
        pictures
    }

    /// Each count on its square, its colour and its sign saying whether it
    /// is right, too many or too few: large on an empty square, at the top
    /// of a piece's square.
    pub(super) fn draw_counts(&self, scene: &Scene, size: f64, colors: &Palette) {
        for &(square, count, fit) in &scene.counts {
            let (color, sign) = match fit {
                Fit::Exact => (&colors.count_right, '✓'),
                Fit::Over => (&colors.count_over, '▲'),
                Fit::Under => (&colors.count_under, '▼'),
            };
            let (x, y) = Self::origin(scene, square, size);
            let occupied = scene.pieces.iter().any(|&(at, _)| at == square);
            let (width, height, top) = if occupied {
                (size * 0.5, size * 0.24, y + size * 0.02)
            } else {
                (size * 0.7, size * 0.36, y + size * 0.32)
            };
            let left = x + (size - width) / 2.0;
            self.context.set_fill_style_str(color);
            self.context.fill_rect(left, top, width, height);
            self.draw_text(
                &format!("{count}{sign}"),
                x + size / 2.0,
                top + height * 0.78,
                height * 0.8,
                "#ffffff",
            );
        }
    }

    pub(super) fn draw_coordinates(&self, scene: &Scene, size: f64, colors: &Palette) {
        let font = (size * 0.16).max(9.0);
        let (light, dark) = (colors.light.as_str(), colors.dark.as_str());
        for file in 0..scene.width {
            let color = if file % 2 == 1 { dark } else { light };
            let label = file_label(file);
            let x = f64::from(file) * size + size * 0.9;
            self.draw_text(&label, x, f64::from(scene.height) * size - size * 0.06, font, color);
        }
        for rank in 0..scene.height {
            let color = if rank % 2 == 1 { dark } else { light };
            let y = f64::from(scene.height - 1 - rank) * size + font;
            self.draw_text(&(rank + 1).to_string(), size * 0.09, y, font, color);
        }
    }

    pub(super) fn draw_text(&self, text: &str, x: f64, y: f64, size: f64, color: &str) {
        self.context.set_fill_style_str(color);
        self.context.set_font(&format!("600 {}px system-ui, sans-serif", fixed(size, 0)));
        self.context.set_text_align("center");
        let _ = self.context.fill_text(text, x, y);
    }
}

/// `a`…`z` for the first 26 files, then `aa`, `ab`… (boards up to 27 wide).
fn file_label(file: u8) -> String {
    let letter = |index: u8| char::from(b'a' + index % 26);
    if file < 26 {
        letter(file).to_string()
    } else {
        format!("{}{}", letter(file / 26 - 1), letter(file))
    }
}
