//! The lab's tests: one test binary (`cargo test -p lab --test lab`), a module per
//! concern, each test a trial of one harness (libtest-mimic) named after its module and
//! function, `module::function`, and for the tests generic over the problem
//! `module::function::problem`. Filter by any part of the name:
//!
//! ```sh
//! cargo test -p lab --test lab -- explain          # every test of explain/
//! cargo test -p lab --test lab -- hdu4101          # every test whose name holds hdu4101
//! cargo test -p lab --test lab -- --list
//! ```
//!
//! The generic tests go through the registry with one visitor, [`Trials`]: a problem
//! added to the registry is tested everywhere. What is a problem's own (its hand-made
//! boards, its planted bug, its catalogue of malformed inputs, its size budget of
//! `submit/`) is in its own module, listed once in [`OWN`].

use lab::check::Check;
use lab::explain::Explain;
use lab::play::Play;
use lab::registry::{visit_all, Visitor};
use libtest_mimic::{Arguments, Trial};

/// The trials of the functions named, each `module::function`.
macro_rules! trials {
    ($($function:ident),* $(,)?) => {
        vec![$(
            $crate::support::trial(
                $crate::support::name(module_path!(), stringify!($function)),
                $function,
            )
        ),*]
    };
}

/// The trials of the generic functions named, for the problem `P`, each
/// `module::function::problem`.
macro_rules! each {
    ($problem:ty: $($function:ident),* $(,)?) => {
        vec![$(
            $crate::support::trial(
                format!(
                    "{}::{}",
                    $crate::support::name(module_path!(), stringify!($function)),
                    <$problem as lab::problem::Problem>::NAME
                ),
                $function::<$problem>,
            )
        ),*]
    };
}

mod brute_force;
mod cases;
mod catalogue;
mod check;
mod check_parts;
mod conventions;
mod docs;
mod explain;
mod limits;
mod pictures;
mod play;
mod registry;
mod robustness;
mod submit;
mod support;
mod tool;
mod validate;
mod validate_messages;
mod web;

// Each problem's own tests.
mod ancient_go;
mod hdu4101;
mod hdu4678;
mod loj6033;
mod nowcoder_grid;

/// The modules of one problem each, with what they give the generic tests.
const OWN: [&support::Own; 5] = [
    &ancient_go::OWN,
    &hdu4101::OWN,
    &hdu4678::OWN,
    &loj6033::OWN,
    &nowcoder_grid::OWN,
];

/// The generic tests of every problem of the registry, by the tools it has; the page's
/// apart, to run last (they wait for the site to be built).
struct Trials(Vec<Trial>, Vec<Trial>);

impl Visitor for Trials {
    fn visit<P: Check>(&mut self) {
        self.0.extend(brute_force::each::<P>());
        self.0.extend(cases::each::<P>());
        self.0.extend(robustness::each::<P>());
        self.0.extend(check::each::<P>());
        self.0.extend(validate::each::<P>());
        self.0.extend(registry::each::<P>());
        self.0.extend(docs::each::<P>());
    }

    fn visit_explained<P: Check + Explain>(&mut self) {
        self.0.extend(explain::each::<P>());
        self.0.extend(pictures::each::<P>());
    }

    fn visit_played<P: Check + Play>(&mut self) {
        self.0.extend(play::each::<P>());
    }

    fn visit_every<P: Check + Explain + Play>(&mut self) {
        self.1.extend(web::each::<P>());
    }
}

fn main() {
    let args = Arguments::from_args();
    // The compilations first: they are the longest to wait for (the site's WebAssembly,
    // then the submissions: see `submit::trials`).
    let mut trials = web::first();
    trials.extend(submit::trials());
    let mut generic = Trials(Vec::new(), Vec::new());
    visit_all(&mut generic);
    trials.extend(generic.0);
    for module in [
        check::trials,
        check_parts::trials,
        conventions::trials,
        docs::trials,
        explain::trials,
        limits::trials,
        pictures::trials,
        play::trials,
        registry::trials,
        tool::trials,
        validate::trials,
        validate_messages::trials,
    ] {
        trials.extend(module());
    }
    for own in OWN {
        trials.extend((own.trials)());
    }
    trials.extend(generic.1);
    trials.extend(web::trials());
    let conclusion = libtest_mimic::run(&args, trials);
    web::shutdown();
    conclusion.exit();
}
