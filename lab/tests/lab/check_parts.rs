//! The check tool's building blocks, alone: the verdicts of runs (`check::verdict`), the
//! cuts of a shrinking step (`check::variants`), the halves a failing batch is split into
//! (`check::batch`).

use lab::check::batch::halves;
use lab::check::process::Run;
use lab::check::variants::*;
use lab::check::verdict::*;
use lab::problem::Judge;
use libtest_mimic::Trial;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::time::Duration;

pub fn trials() -> Vec<Trial> {
    trials![
        whitespace_is_pe_where_bytes_are_compared_and_ac_where_tokens_are,
        other_tokens_are_wa_naming_the_first_line_that_differs,
        time_memory_and_exit_come_before_the_output,
        tle_and_mle_say_when_their_limit_is_assumed,
        cuts_take_halves_quarters_and_so_on_then_single_lines_once_each,
        rows_and_columns_are_dropped,
        halves_cover_the_range_first_half_last,
    ]
}

fn run(stdout: &str, status: i32) -> Run {
    Run {
        stdout: stdout.as_bytes().to_vec(),
        stdout_cut: false,
        stderr: Vec::new(),
        status: ExitStatus::from_raw(status),
        cpu: Duration::from_millis(10),
        wall: Duration::from_millis(20),
        peak: 1 << 20,
        floor: 0,
        timed_out: false,
    }
}

fn limits(exact_whitespace: bool) -> Limits {
    Limits {
        time: Duration::from_secs(1),
        wall: Duration::from_secs(3),
        memory: 32 << 20,
        exact_whitespace,
        assumed: (false, false),
    }
}

fn whitespace_is_pe_where_bytes_are_compared_and_ac_where_tokens_are() {
    let expected = b"Ali Win\nBaba Win\n";
    for got in [
        "Ali Win \nBaba Win\n",
        "Ali  Win\r\nBaba Win",
        "Ali\nWin\nBaba\nWin\n",
    ] {
        assert_eq!(
            judge(&run(got, 0), expected, &limits(true)).verdict,
            Verdict::Pe
        );
        assert_eq!(
            judge(&run(got, 0), expected, &limits(false)).verdict,
            Verdict::Ac
        );
    }
    let exact = judge(&run("Ali Win \nBaba Win\n", 0), expected, &limits(true));
    let shown = r#"line 1: expected "Ali Win", received "Ali Win ""#;
    assert!(exact.detail.ends_with(shown), "{}", exact.detail);
}

fn other_tokens_are_wa_naming_the_first_line_that_differs() {
    let got = run("Ali Win\nAli Win\n", 0);
    let judged = judge(&got, b"Ali Win\nBaba Win\n", &limits(false));
    assert_eq!(judged.verdict, Verdict::Wa);
    assert_eq!(
        judged.detail,
        "line 2: expected `Baba Win`, received `Ali Win`"
    );
    let short = judge(&run("Ali Win\n", 0), b"Ali Win\nBaba Win\n", &limits(true));
    assert_eq!(
        short.detail,
        "line 2: expected `Baba Win`, received nothing"
    );
}

fn time_memory_and_exit_come_before_the_output() {
    let expected = b"Ali Win\n";
    let mut slow = run("Ali Win\n", 0);
    slow.cpu = Duration::from_millis(1500);
    assert_eq!(judge(&slow, expected, &limits(true)).verdict, Verdict::Tle);
    let mut hog = run("Ali Win\n", 0);
    hog.peak = 33 << 20;
    assert_eq!(judge(&hog, expected, &limits(true)).verdict, Verdict::Mle);
    let crashed = judge(&run("Ali Win\n", 3 << 8), expected, &limits(true));
    assert_eq!(
        (crashed.verdict, crashed.detail.as_str()),
        (Verdict::Re, "exit status 3")
    );
    let killed = judge(&run("", 11), expected, &limits(true));
    assert_eq!(killed.detail, "killed by signal 11 (SIGSEGV)");
}

/// A limit the statement does not give is said to be assumed wherever a verdict rests
/// on it, and not once the command line gives it.
fn tle_and_mle_say_when_their_limit_is_assumed() {
    let judge_of = |assumed_limits| Judge {
        time: Duration::from_secs(1),
        memory: 64 << 20,
        exact_whitespace: true,
        max_cases: 50,
        assumed_limits,
    };
    let mut slow = run("", 0);
    slow.cpu = Duration::from_secs(2);
    let mut hog = run("", 0);
    hog.peak = 100 << 20;
    for (assumed, given, shown) in [
        (true, None, " (assumed)"),
        (true, Some(Duration::from_secs(1)), ""),
        (false, None, ""),
    ] {
        let limits = Limits::new(&judge_of(assumed), given, given.map(|_| 64 << 20));
        let tle = judge(&slow, b"", &limits);
        let mle = judge(&hog, b"", &limits);
        assert_eq!(
            tle.detail,
            format!("2.00 s of CPU time, over the limit of 1.00 s{shown}")
        );
        assert_eq!(
            mle.detail,
            format!("peak memory 100.0 MB, over the limit of 64.0 MB{shown}")
        );
        assert_eq!(limits.rests_on_assumed(tle.verdict), !shown.is_empty());
        assert!(!limits.rests_on_assumed(Verdict::Wa));
    }
}

fn cuts_take_halves_quarters_and_so_on_then_single_lines_once_each() {
    assert!(cuts(1).is_empty());
    assert_eq!(cuts(2), vec![0..1, 1..2]);
    assert_eq!(cuts(3), vec![0..1, 2..3, 1..2]);
    assert_eq!(cuts(4), vec![0..2, 2..4, 0..1, 3..4, 1..2, 2..3]);
    let runs = cuts(1500);
    assert_eq!(runs[..4], [0..750, 750..1500, 0..375, 1125..1500]);
    assert_eq!(runs.len(), 2 * 10 + 1498);
}

fn rows_and_columns_are_dropped() {
    let grid = vec![vec![1, 2, 3], vec![4, 5, 6]];
    assert_eq!(drop_rows(&grid, 0..1), vec![vec![4, 5, 6]]);
    assert_eq!(drop_cols(&grid, 1..3), vec![vec![1], vec![4]]);
    assert_eq!(grids_with_lines_dropped(grid.clone()).count(), 2 + 3);
    let odd: Vec<_> = grids_with_a_cell_changed(grid, |&x| (x % 2 == 1).then_some(0)).collect();
    assert_eq!(odd[1], vec![vec![1, 2, 0], vec![4, 5, 6]]);
    assert_eq!(odd.len(), 3);
}

fn halves_cover_the_range_first_half_last() {
    assert_eq!(halves(0..5), vec![2..5, 0..2]);
    assert_eq!(halves(3..5), vec![4..5, 3..4]);
    assert!(halves(7..8).is_empty());
}
