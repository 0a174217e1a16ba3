//! A coverage search's parts as lines (`cover parts`), and `cover
//! max|min|unattacked --resume FILE` running the search's passes from the
//! same lines, each finished part kept in the file. The line format and the
//! join are the core's ([`PartLine`], [`ReplyLine`], [`CoverReplies`]).

use std::path::Path;

use chesslab_core::{
    coverage::{CoverReplies, Goal, PartLine, Plan, ReplyLine, Settings, ShareReply},
    task::Join,
};

use super::{
    args::CoverPartsArgs,
    resume::{CoverKept, ResumeFile},
    say,
    threads::Threads,
    CommandError, Progress,
};

/// `cover parts`: the part lines of one pass (by default the search's first).
pub fn parts(args: &CoverPartsArgs) -> Result<(), CommandError> {
    let settings = args.settings.settings()?;
    let lines = match &args.pass {
        None => PartLine::first(&settings, args.goal, args.shares.shares),
        Some(pass) => {
            let stage = PartLine::read_pass(pass).map_err(CommandError::usage)?;
            PartLine::all(&settings, args.goal, stage, args.shares.shares)
        }
    };
    // What the settings and the pass are refused for is in the arguments: a usage error (exit 2).
    let lines = lines.map_err(CommandError::usage)?;
    say(&lines.iter().map(|line| format!("{line}\n")).collect::<String>())
}

/// The search for `goal` with `settings`, pass by pass, each pass's parts
/// on `threads`, those kept in the file `path` taken from it and each part
/// finished added to it: the plan at its end, as one run leaves it.
pub fn search(
    settings: &Settings,
    goal: Goal,
    threads: &Threads,
    progress: &Progress,
    path: &Path,
) -> Result<Plan, CommandError> {
    let problem = settings.problem(goal.objective().unwrap_or_default()).map_err(CommandError::input)?;
    let first = PartLine::first(settings, goal, None).map_err(CommandError::input)?;
    let text = first.first().map(PartLine::problem_text).unwrap_or_default();
    let file = ResumeFile::open(path, CoverKept { problem: text, replies: CoverReplies::default() })?;
    let mut plan = CoverReplies::plan_of(&problem, goal);
    while let Some(stage) = plan.stage() {
        let pass = stage.pass(&problem);
        let lines = PartLine::all(settings, goal, stage, None).map_err(CommandError::input)?;
        let kept: Vec<Option<&ReplyLine>> =
            lines.iter().map(|line| file.kept().replies.reply(line)).collect();
        let done = kept.iter().flatten().count() as u64;
        progress.begin(format!("pass {}", stage_name(&lines)), done, lines.len() as u64, false);
        let replies = threads.run_each(lines.len(), |index| match kept[index] {
            Some(reply) => Ok(reply.reply().clone()),
            None => {
                let reply = lines[index].run_on(&pass, &mut |_| {}).map_err(CommandError::input)?;
                file.keep(&reply)?;
                progress.part_done(reply.reply().stats.nodes, 0);
                Ok(reply.reply().clone())
            }
        });
        let replies = replies.into_iter().collect::<Result<Vec<_>, CommandError>>()?;
        plan.take(ShareReply::default().joined(replies, &(stage.objective(), plan.example_limit())));
    }
    Ok(plan)
}

/// The pass of `lines`, as lines name it.
fn stage_name(lines: &[PartLine]) -> String {
    lines.first().map(PartLine::pass_text).unwrap_or_default()
}
