//! A minimum proof's parts as lines (`exact parts`; `chesslab part` and
//! `chesslab join` run and join them, [`parts`](super::parts)), and `exact
//! min` proving cap after cap from the same parts, each finished part kept
//! in its `--resume` file. The line format is the core's ([`PartLine`],
//! [`ReplyLine`](chesslab_core::exact::ReplyLine)); here are only the
//! commands and their output.

use std::sync::atomic::{AtomicBool, Ordering};

use chesslab_core::{
    exact::{
        CapProof, CapReplies, Ledger, LineError, MinReply, PartLine, Placement, Problem, ShareReply, Solver,
        Split,
    },
    task::Parts,
};

use super::{
    args::PartsArgs, drawing, json, progress::cap_label, resume::ResumeFile, say, threads::Threads,
    CommandError, Output, Progress,
};

/// `exact parts`: the part lines of one cap.
pub fn parts(args: &PartsArgs) -> Result<(), CommandError> {
    let problem = args.problem.problem()?;
    let solver = Solver::new(&problem);
    let cap = args.cap.unwrap_or(*solver.caps().start());
    let lines = PartLine::all(&solver.split(Some(cap)), args.shares.shares).map_err(CommandError::input)?;
    say(&lines.iter().map(|line| format!("{line}\n")).collect::<String>())
}

/// Runs an exact part line to its reply line (what `chesslab part` does with one).
pub fn run_line(text: &str) -> Result<String, String> {
    let part: PartLine = text.parse().map_err(|error: LineError| error.to_string())?;
    Ok(part.run(&mut |_| {}).map_err(|error| error.to_string())?.to_string())
}

/// Prints what the replies of every part of a cap prove, as `chesslab join` does.
pub fn print_join(replies: &CapReplies, output: Output) -> Result<(), CommandError> {
    let parts = replies.first().map_or(0, |part| part.cut().share.of());
    let proof = replies.proof().map_err(CommandError::input)?;
    output.print(&join_json(&proof, parts), || say(&join_text(&proof, parts)))
}

/// The JSON of `exact join`.
fn join_json(proof: &CapProof, parts: u32) -> json::ExactJoin {
    json::ExactJoin {
        by_pieces: proof.by_pieces.iter().map(|&(pieces, count)| (pieces.to_string(), count)).collect(),
        cap: proof.cap,
        example: proof.example.as_ref().map(Placement::to_string),
        min_pieces: proof.fewest().map(|(pieces, _)| pieces),
        nodes: proof.nodes,
        parts,
        problem: proof.problem.to_text(),
        solutions: proof.found,
        unique: proof.unique,
    }
}

/// What `exact join` says for people.
fn join_text(proof: &CapProof, parts: u32) -> String {
    let (problem, cap) = (proof.problem.to_text(), proof.cap);
    let parts = if parts == 1 { "1 part".to_string() } else { format!("{parts} parts") };
    let search = format!("Search: {} nodes (cap {cap}, {parts}).", proof.nodes);
    let Some((fewest, minimal)) = proof.fewest() else {
        return format!(
            "{problem}: no solution with at most {cap} pieces (proven).\n{search}\nNext: the parts of cap {}.",
            cap + 1
        );
    };
    let head = if fewest == cap {
        format!("{problem}: the fewest pieces is {fewest} (proven); {minimal} minimal placements, {} up to symmetry.", proof.unique)
    } else {
        format!(
            "{problem}: the fewest pieces is {fewest} (proven); {minimal} minimal placements; {} placements with at \
             most {cap} pieces, {} up to symmetry.",
            proof.found, proof.unique
        )
    };
    match &proof.example {
        Some(example) => format!("{head}\n{search}\nExample {example}:\n{}", drawing::exact(example)),
        None => format!("{head}\n{search}"),
    }
}

/// `exact min`'s proof: cap after cap, each cap's parts on `threads`, the
/// parts in `resume` taken from it and each part finished added to it;
/// the reply one run gives (with its first example).
pub fn prove(
    problem: &Problem,
    threads: &Threads,
    progress: &Progress,
    resume: Option<&ResumeFile<Ledger>>,
) -> Result<MinReply, CommandError> {
    let solver = Solver::new(problem).with_max_examples(1);
    let mut failure = None;
    let outcome = solver.minimum_by(&mut |split| match prove_cap(split, threads, progress, resume) {
        Ok(reply) => reply,
        Err(error) => {
            failure = Some(error);
            // An incomplete cap ends the proof.
            ShareReply { complete: false, ..ShareReply::empty() }
        }
    });
    failure.map_or(Ok(outcome), Err)
}

/// One cap of the proof: its parts (those not kept already) on `threads`, joined.
fn prove_cap(
    split: &Split<'_>,
    threads: &Threads,
    progress: &Progress,
    resume: Option<&ResumeFile<Ledger>>,
) -> Result<ShareReply, CommandError> {
    let lines = PartLine::all(split, None).map_err(CommandError::input)?;
    let kept = lines
        .iter()
        .map(|part| resume.map_or(Ok(None), |file| file.reply(part)))
        .collect::<Result<Vec<_>, _>>()?;
    let done = kept.iter().flatten().count() as u64;
    progress.begin(cap_label(split.cap().unwrap_or(0)), done, lines.len() as u64, false);
    let failed = AtomicBool::new(false);
    let replies = threads.run_each(lines.len(), |index| {
        if let Some(reply) = &kept[index] {
            return Ok(Some(reply.clone()));
        }
        if failed.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let run = || {
            let mut within = progress.within_part();
            let reply = lines[index].run_on(split, &mut |report| within.report(report));
            drop(within);
            let reply = reply.map_err(CommandError::input)?;
            if let Some(file) = resume {
                file.keep(&reply)?;
            }
            progress.part_done(reply.nodes(), reply.found());
            Ok(Some(reply))
        };
        run().inspect_err(|_| failed.store(true, Ordering::Relaxed))
    });
    let mut joined = CapReplies::default();
    for reply in replies {
        if let Some(reply) = reply? {
            joined.add(reply).map_err(CommandError::input)?;
        }
    }
    Ok(joined.proof().map_err(CommandError::input)?.to_share_reply())
}

/// `exact count`'s search: its parts on `threads`, joined in order, the
/// progress showing the parts done, the solutions found and the pace.
pub fn count_parts(split: &Split<'_>, threads: &Threads, progress: &Progress) -> ShareReply {
    let label =
        split.cap().map_or_else(|| "every solution".to_string(), |cap| format!("at most {cap} pieces"));
    progress.begin(label, 0, split.len() as u64, true);
    split.join(threads.run_each(split.len(), |part| {
        let mut within = progress.within_part();
        let reply = split.run(part..part + 1, &mut |report| within.report(report));
        drop(within);
        progress.part_done(reply.nodes, reply.total);
        reply
    }))
}
