//! What the Coverage page shows: the configuration with attacked squares
//! shaded and unattacked ones ringed, the progress or result, the browsing row.

use super::{found::Found, shares::display, CoveragePage};
use crate::{ResultsView, Scene};
use chesslab_core::{
    board::{Cell, Square},
    coverage::Placement,
    numbers::plural,
};

/// The home page's picture: one of the 144 configurations of K, Q, two rooks,
/// two knights and two bishops that attack 63 squares (from `chesslab cover max`).
const PREVIEW: &str = "7R/1R6/8/2N5/4BB2/1N3K2/8/Q7";

impl CoveragePage {
    /// What the page shows at `now_ms`.
    #[must_use]
    pub fn view(&self, now_ms: f64) -> ResultsView {
        let side = self.settings.side as u8;
        let stops = self.found.stops();
        let stop = self.pager.at().and_then(|at| stops.get(at).copied());
        let example = stop.and_then(|stop| self.found.example(stop));
        let scene = example
            .as_ref()
            .map_or_else(|| Scene { width: side, height: side, ..Scene::default() }, scene_of);
        let label = example.map_or_else(|| "empty board".to_string(), |placement| placement.code());
        let (result, stats) = self.found.texts(&self.settings);
        let position = match (&self.found, self.pager.at(), stop) {
            (Found::Best { reply, .. }, Some(at), _) => format!(
                "Configuration {} of {} shown ({} up to symmetry)",
                at + 1,
                reply.examples.len(),
                reply.configurations
            ),
            (Found::Table { reply, .. }, _, Some(stop)) => {
                let square =
                    Square::from_index(stop as u8).map(|square| square.to_string()).unwrap_or_default();
                let count = reply.placements.get(stop).copied().unwrap_or(0);
                format!("Only {square} unattacked ({})", plural(count, "placement"))
            }
            _ => String::new(),
        };
        ResultsView {
            scene,
            board_label: format!("Coverage board: {label}"),
            progress: self
                .search
                .dealt()
                .zip(self.search.elapsed(now_ms))
                .map(|(dealt, elapsed)| display(dealt, elapsed)),
            result,
            stats,
            pager: self.pager.view(),
            position,
        }
    }

    /// The home page's picture: a 63-square configuration, attacked squares shaded.
    #[must_use]
    pub fn preview() -> Scene {
        Placement::parse(PREVIEW).map(|placement| scene_of(&placement)).unwrap_or_default()
    }
}

/// A configuration drawn: its pieces (a badge counts a stack), attacked squares shaded, the rest ringed.
pub(super) fn scene_of(placement: &Placement) -> Scene {
    let side = placement.side() as u8;
    let mut pieces: Vec<(Cell, _)> = Vec::new();
    let mut badges: Vec<(Cell, u8)> = Vec::new();
    for &(kind, square) in placement.pieces() {
        let cell = Cell::from(square);
        match badges.iter_mut().find(|(at, _)| *at == cell) {
            Some((_, count)) => *count += 1,
            None => {
                pieces.push((cell, kind));
                badges.push((cell, 1));
            }
        }
    }
    badges.retain(|&(_, count)| count > 1);
    Scene {
        width: side,
        height: side,
        pieces,
        badges,
        shaded: placement.attacked().squares().map(Cell::from).collect(),
        marked: placement.unattacked().squares().map(Cell::from).collect(),
        ..Scene::default()
    }
}
