//! One check of one problem: the stages in order within the budget, the first failure of
//! each found, split down to its case and shrunk, and the report written.

use super::batch::{locate, next_batch};
use super::budget::Budget;
use super::input::{Folder, Input};
use super::process::Solution;
use super::progress::Progress;
use super::report::{self, count, Failure, StageReport, State};
use super::shrink::shrink;
use super::stage::{self, Stage};
use super::trial::{brute_force_settles, unreadable, Stop, Tester, Trial};
use super::verdict::{Limits, Verdict};
use super::Check;
use super::{Exit, Options};
use crate::explain::{self, Explain};
use crate::problem::Kind;
use crate::samples::samples;
use crate::scratch::Scratch;
use crate::validate::validate;
use clap::ValueEnum;
use std::io::Write;
use std::slice;
use std::time::Instant;

/// Checks the solution of `options` on problem `P`; the report on `out`.
pub fn run<P: Check>(options: &Options, out: &mut dyn Write) -> Exit {
    run_with::<P>(options, out, |_| None)
}

/// [`run`] for a problem with an explanation, which the report of a failure gives.
pub fn run_explained<P: Check + Explain>(options: &Options, out: &mut dyn Write) -> Exit {
    run_with::<P>(options, out, |case| Some(explain::reasoning::<P>(case)))
}

/// [`run`], the report of a failure explaining its case by `explanation`.
fn run_with<P: Check>(
    options: &Options,
    out: &mut dyn Write,
    explanation: fn(&P::Case) -> Option<String>,
) -> Exit {
    let helper = std::env::current_exe().ok();
    let Some(helper) = helper.filter(|exe| exe.file_stem().is_some_and(|stem| stem == "cargo-lab"))
    else {
        eprintln!("cargo lab check: this is not the cargo-lab binary, which measures each run");
        return Exit::Usage;
    };
    let solution = Solution {
        helper,
        command: options.command.clone(),
    };
    let memory = options.memory_limit.map(|mb| mb << 20);
    let stages = options.stages();
    let mut session = Session::<P> {
        options,
        explanation,
        tester: Tester {
            solution: &solution,
            limits: Limits::new(&P::JUDGE, options.time_limit, memory),
            runs: 0,
        },
        budget: Budget::new(options.budget, &stages),
        progress: Progress::default(),
        reports: Vec::new(),
        failure: None,
        unfinished: Vec::new(),
        folder: None,
    };
    let ran = session.stages(&stages);
    session.progress.finish();
    let summary = report::Summary {
        problem: P::NAME,
        tester: &session.tester,
        options,
        reports: &session.reports,
        failure: session.failure.as_ref(),
    };
    match ran {
        Err(Stop::Usage(message)) => {
            eprintln!("cargo lab check: {message}");
            Exit::Usage
        }
        Err(Stop::OurBug(message)) => {
            report::our_bug(out, P::NAME, &message);
            Exit::OurBug
        }
        Ok(()) => {
            report::write(out, &summary);
            match session.failure {
                Some(_) => Exit::Rejected,
                None => Exit::Accepted,
            }
        }
    }
}

struct Session<'a, P: Check> {
    options: &'a Options,
    /// The problem's explanation of a case, `None` for a problem without one.
    explanation: fn(&P::Case) -> Option<String>,
    tester: Tester<'a>,
    budget: Budget,
    progress: Progress,
    reports: Vec<StageReport>,
    /// The first failure: it ends the check.
    failure: Option<Failure>,
    /// The stages of cases their deadline stopped, in order: they go on with what is
    /// left of the budget once every stage has run.
    unfinished: Vec<Unfinished<P::Case>>,
    /// The folder of the judge-size inputs, made as their stage starts; removed, with the
    /// failing input the report shows or saves, when the session is dropped.
    folder: Option<Folder>,
}

/// A stage of cases; how far it got is its report's count.
struct Unfinished<C> {
    /// Its report, in [`Session::reports`].
    report: usize,
    cases: Vec<(Option<&'static str>, C)>,
}

impl<P: Check> Session<'_, P> {
    /// Runs `stages` in order (the others are reported skipped) until
    /// the first failure, then the stages of cases their deadline stopped, on with what
    /// is left of the budget.
    fn stages(&mut self, stages: &[Stage]) -> Result<(), Stop> {
        for &stage in Stage::value_variants() {
            let report = if !stages.contains(&stage) {
                StageReport::unrun(stage, State::Skipped)
            } else if self.failure.is_some() {
                StageReport::unrun(stage, State::NotReached)
            } else {
                match stage {
                    Stage::Samples => self.samples()?,
                    Stage::Judge => self.judge()?,
                    _ => {
                        self.start_cases(stage)?;
                        continue;
                    }
                }
            };
            self.reports.push(report);
        }
        for run in std::mem::take(&mut self.unfinished) {
            if self.failure.is_none() {
                self.go_on(&run, self.budget.end)?;
            }
        }
        Ok(())
    }

    /// The samples as they are written (those with a case past the guarantees are left
    /// out, and named in the report); a failing one is tried again written plainly, to
    /// find its case, unless it is written plainly already (the same bytes fail the same).
    fn samples(&mut self) -> Result<StageReport, Stop> {
        let (mut kept, mut left_out) = (Vec::new(), Vec::new());
        for sample in samples(P::NAME) {
            let cases = P::read_input(sample.input);
            match cases.iter().all(P::within_guarantee) {
                true => kept.push((sample, cases)),
                false => left_out.push(format!("sample `{}`", sample.name)),
            }
        }
        let total = kept.iter().map(|(_, cases)| cases.len()).sum();
        let mut report = StageReport::new(Stage::Samples, total, "boards");
        report.left_out = left_out;
        self.progress.stage(Stage::Samples.name(), total, "boards");
        for (sample, cases) in &kept {
            let input = Input::Bytes(sample.input.as_bytes().to_vec());
            let trial = self.tester.input::<P>(input, Some(cases), true)?;
            if trial.expected != sample.output.as_bytes() {
                let message = format!(
                    "samples/{}/{}.out is not the reference's output",
                    P::NAME,
                    sample.name
                );
                return Err(Stop::OurBug(message));
            }
            report.record(&trial, cases.len());
            self.progress.advance(cases.len());
            if trial.judged.verdict != Verdict::Ac {
                let plain = match P::write_input(cases) == sample.input {
                    true => trial.clone(),
                    false => self.tester.cases::<P>(cases, true)?,
                };
                let whole = format!("sample `{}`", sample.name);
                let failure = match plain.judged.verdict {
                    Verdict::Ac => {
                        let place = format!("{whole} as written (written plainly it passes)");
                        Failure::whole(Stage::Samples, place, trial)
                    }
                    _ => self.failure_in(Stage::Samples, cases, plain, &case_of(&whole))?,
                };
                report.verdict = Some(self.found(failure));
                break;
            }
        }
        Ok(report)
    }

    /// Starts a stage of cases: see [`Session::go_on`]; one its deadline stopped is kept
    /// in `unfinished`.
    fn start_cases(&mut self, stage: Stage) -> Result<(), Stop> {
        let cases = stage::cases::<P>(stage, self.options.seed, self.options.random);
        self.reports
            .push(StageReport::new(stage, cases.len(), "boards"));
        let run = Unfinished {
            report: self.reports.len() - 1,
            cases,
        };
        if !self.go_on(&run, self.budget.deadline(stage))? {
            self.unfinished.push(run);
        }
        Ok(())
    }

    /// Runs the cases of `run`, batched, from the first its report has not counted, until
    /// `deadline` (its first input whatever the time) or its first failure; whether it got
    /// to its end.
    fn go_on(&mut self, run: &Unfinished<P::Case>, deadline: Instant) -> Result<bool, Stop> {
        let (stage, first) = (
            self.reports[run.report].stage,
            self.reports[run.report].done,
        );
        let total = run.cases.len();
        self.progress.stage(stage.name(), total, "boards");
        self.progress.advance(first);
        while self.reports[run.report].done < total {
            let next = self.reports[run.report].done;
            if next > first && Instant::now() >= deadline {
                return Ok(false);
            }
            let batch =
                next_batch::<P>(&mut run.cases[next..].iter().map(|(_, case)| case.clone()));
            let trial = self.tester.cases::<P>(&batch, stage.brute())?;
            self.reports[run.report].record(&trial, batch.len());
            self.progress.advance(batch.len());
            if trial.judged.verdict != Verdict::Ac {
                let cases = &run.cases;
                let place = |i: Option<usize>| match i.map(|i| (next + i, &cases[next + i].0)) {
                    Some((_, Some(name))) => format!("`{name}`"),
                    Some((i, None)) => format!("board {} of {}", count(i + 1), count(total)),
                    None => format!("an input of boards {} to {}", next + 1, next + batch.len()),
                };
                let failure = self.failure_in(stage, &batch, trial, &place)?;
                self.reports[run.report].verdict = Some(self.found(failure));
                return Ok(true);
            }
        }
        Ok(true)
    }

    /// The judge-size inputs, generated one at a time, until the end of the budget or the
    /// first failure.
    fn judge(&mut self) -> Result<StageReport, Stop> {
        let stage = Stage::Judge;
        let kinds = stage::judge_kinds::<P>(self.options.no_large);
        let mut report = StageReport::new(stage, kinds.len(), "inputs");
        self.progress.stage(stage.name(), kinds.len(), "inputs");
        let deadline = self.budget.deadline(stage);
        self.folder = Some(Folder(Scratch::new("check-inputs").map_err(Stop::Usage)?));
        for kind in kinds {
            if report.done > 0 && Instant::now() >= deadline {
                report.missed.push(kind.name);
                continue;
            }
            let input = self.generated(kind)?;
            let trial = self.tester.input::<P>(input, None, false)?;
            report.record(&trial, 1);
            self.progress.advance(1);
            if trial.judged.verdict != Verdict::Ac {
                let failure = self.judge_failure(kind.name, trial)?;
                report.verdict = Some(self.found(failure));
                break;
            }
        }
        Ok(report)
    }

    /// The input of `kind` drawn from the seed, written to a file of the check's folder and
    /// validated as it is drawn: it must validate (else the generator has a bug; a failed
    /// write, which cuts the input short, is told first).
    fn generated(&self, kind: &Kind) -> Result<Input, Stop> {
        let seed = self.options.seed;
        let folder = self.folder.as_ref().expect("made as the stage starts");
        let (written, validated) = folder.input(
            &format!("{}.in", kind.name),
            |out| kind.write_to(seed, out),
            |input| validate::<P>(input, false),
        );
        let input = written.map_err(|e| {
            let folder = folder.0.path().display();
            Stop::Usage(format!("cannot write a judge-size input in {folder}: {e}"))
        })?;
        if let Err(violation) = validated {
            let message = format!(
                "`cargo lab gen {} {} {seed}` writes an input past the guarantees, though \
                 its kind is not marked so: {violation}",
                P::NAME,
                kind.name
            );
            return Err(Stop::OurBug(message));
        }
        Ok(input)
    }

    /// The failure of a judge-size input of kind `kind`: split down to its case and
    /// shrunk like any other when it can be read back (see [`Input::read_back`]), else
    /// the input whole, with the command that writes it again.
    fn judge_failure(&mut self, kind: &str, trial: Trial) -> Result<Failure, Stop> {
        let (stage, seed) = (Stage::Judge, self.options.seed);
        let whole = format!("input `{kind}`");
        let text = trial.input.read_back().map_err(unreadable)?;
        let cases = text.map(|text| P::read_input(&String::from_utf8_lossy(&text)));
        let mut failure = match cases {
            Some(cases) => self.failure_in(stage, &cases, trial, &case_of(&whole))?,
            None => Failure::whole(stage, whole, trial),
        };
        if failure.case.is_none() {
            let save = self.options.save.is_some();
            let save = if save { " (so does --save)" } else { "" };
            let gen = format!("`cargo lab gen {} {kind} {seed}`", P::NAME);
            failure.hint = Some(format!("{gen} writes this input{save}."));
        }
        Ok(failure)
    }

    /// The failure of `batch`, which failed with `trial`: its first case that fails
    /// alone (when one does), shrunk when its verdict shrinks. `place` names a case by
    /// its index in the batch (`None`: the batch as a whole).
    fn failure_in(
        &mut self,
        stage: Stage,
        batch: &[P::Case],
        trial: Trial,
        place: &dyn Fn(Option<usize>) -> String,
    ) -> Result<Failure, Stop> {
        let (index, trial) = match batch.len() {
            1 => (Some(0), trial),
            _ => match locate::<P>(&mut self.tester, batch, stage.brute(), |v| v != Verdict::Ac)? {
                Some((index, alone)) => (Some(index), alone),
                None => (None, trial),
            },
        };
        let case = index.map(|i| batch[i].clone());
        let (smallest, shrunk) = match &case {
            Some(case) if trial.judged.verdict.shrinks() => {
                let (smallest, shrunk) = shrink::<P>(
                    &mut self.tester,
                    (case.clone(), trial.clone()),
                    &P::within_guarantee,
                    self.budget.shrinking_deadline(),
                    &self.progress,
                )?;
                (Some(smallest), Some(shrunk))
            }
            _ => (case.clone(), None),
        };
        let why = match smallest {
            Some(case) => {
                let settled = brute_force_settles::<P>(slice::from_ref(&case), &[P::solve(&case)]);
                Some(report::why::<P>((self.explanation)(&case), settled?))
            }
            None => None,
        };
        Ok(Failure {
            case: case.as_ref().map(P::describe),
            shrunk,
            hint: Some("--save writes this input.".to_string()),
            why,
            ..Failure::whole(stage, place(index), trial)
        })
    }

    /// Keeps `failure`, which ends the check; its verdict.
    fn found(&mut self, failure: Failure) -> Verdict {
        self.progress.failure();
        let verdict = failure.trial.judged.verdict;
        self.failure = Some(failure);
        verdict
    }
}

/// Names a case of the input `whole` by its index (`None`: the input as a whole).
fn case_of(whole: &str) -> impl Fn(Option<usize>) -> String + '_ {
    move |i| match i {
        Some(i) => format!("{whole}, case {}", i + 1),
        None => whole.to_string(),
    }
}
