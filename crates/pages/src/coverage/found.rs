//! What a Coverage search found, and the texts that say it.

use chesslab_core::{
    coverage::{CoverReply, Objective, Placement, SearchStats, Settings, UnattackedReply},
    numbers::grouped,
};

/// The seed's search, for comparison: Robison, Hafner and Skiena, 1989.
const SEED_SEARCH: &str = "The seed's search: 1.03 × 10⁸ nodes, 75 minutes on a Sun 3/360.";

/// What the page shows.
#[derive(Clone, Debug, Default)]
pub(super) enum Found {
    /// Nothing yet.
    #[default]
    Nothing,
    /// The proof step of a maximum is done; the listing runs.
    Proof { proof: CoverReply, seconds: f64 },
    /// The best configurations, with the proof that preceded them (for a maximum).
    Best { proof: Option<(CoverReply, f64)>, reply: CoverReply, seconds: f64 },
    /// For each square, a configuration leaving only it unattacked.
    Table { reply: UnattackedReply, seconds: f64 },
}

impl Found {
    /// The places the browser steps through: example indices, or the squares with an example.
    pub(super) fn stops(&self) -> Vec<usize> {
        match self {
            Found::Best { reply, .. } => (0..reply.examples.len()).collect(),
            Found::Table { reply, .. } => reply
                .examples
                .iter()
                .enumerate()
                .filter(|(_, example)| example.is_some())
                .map(|(index, _)| index)
                .collect(),
            Found::Nothing | Found::Proof { .. } => Vec::new(),
        }
    }

    /// The configuration at `stop`.
    pub(super) fn example(&self, stop: usize) -> Option<Placement> {
        let code = match self {
            Found::Best { reply, .. } => reply.examples.get(stop)?.clone(),
            Found::Table { reply, .. } => reply.examples.get(stop)?.clone()?,
            Found::Nothing | Found::Proof { .. } => return None,
        };
        Placement::parse(&code).ok()
    }

    /// The result line and the statistics line, for `settings`.
    pub(super) fn texts(&self, settings: &Settings) -> (String, String) {
        let seed = if *settings == Settings::default() { format!(" {SEED_SEARCH}") } else { String::new() };
        match self {
            Found::Nothing => (String::new(), String::new()),
            Found::Proof { proof, seconds } => {
                (String::new(), format!("Proof: {}{seed}", statistics(&proof.stats, *seconds)))
            }
            Found::Best { proof, reply, seconds } => {
                let proof = proof
                    .as_ref()
                    .map(|(proof, seconds)| format!("Proof: {}{seed} ", statistics(&proof.stats, *seconds)))
                    .unwrap_or_default();
                let best = reply.best.map_or_else(|| "none".to_string(), |best| best.to_string());
                let word = if reply.objective == Objective::Max { "Most" } else { "Fewest" };
                (
                    format!("{word} squares attacked: {best} of {}", settings.side * settings.side),
                    format!("{proof}Listing: {}", statistics(&reply.stats, *seconds)),
                )
            }
            Found::Table { reply, seconds } => {
                (String::new(), format!("Search: {}", statistics(&reply.stats, *seconds)))
            }
        }
    }
}

fn statistics(stats: &SearchStats, seconds: f64) -> String {
    format!(
        "{} nodes, {} leaves, {} boards surviving pass 1, {seconds:.2} s.",
        grouped(stats.nodes),
        grouped(stats.leaves),
        grouped(stats.survivors)
    )
}
