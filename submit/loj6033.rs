// LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: from which cells does Alice win? Reads the judge
// input on stdin, writes the answer on stdout. Submit to LibreOJ as "Rust" (edition 2021).
//
// Single file of `loj6033`: `main`, the problem's module with its documentation (the
// rule, why it holds, the complexity), then the shared modules it uses (grid, judge,
// memory, scanner); without tests or other doc comments. Builds alone with Rust 1.57 or
// later, edition 2021 or 2024: `rustc --edition 2021 -O loj6033.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("loj6033", loj6033::run);
}

// LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: from which free cells does Alice win?
//
// Rule: Alice puts the piece on a free cell of an `n` x `m` board (it counts as visited).
// Then Bob moves first; the players alternate moving the piece to a 4-adjacent free cell
// never visited before. Whoever cannot move loses.
//
// The free cells and their adjacencies form a bipartite graph (colour the board like a
// chessboard: neighbours always differ in colour). Alice wins from `v` exactly when some
// maximum matching leaves `v` unmatched:
// - If a maximum matching `M` misses `v`, Alice answers every move of Bob, to `u`, with
//   the matching edge `u M(u)`. The cell `u` is matched: otherwise the moves so far,
//   `v u₁ M(u₁) … u`, would be an augmenting path (alternating, both ends unmatched) and
//   `M` would not be maximum. And `M(u)` is unvisited, because the visited cells are `v`,
//   which is unmatched, and whole matched pairs, and `u` is not visited. So Alice always
//   has a move, and Bob runs out of moves first.
// - If every maximum matching covers `v`, Bob plays that strategy with any maximum
//   matching `M`, starting with the edge `v M(v)`. Every cell `x` Alice moves to is
//   matched: otherwise flipping the alternating path `v M(v) … x` would give a maximum
//   matching that misses `v`. So Bob always has a move, and Alice runs out first.
//
// The cells some maximum matching misses are, for any one maximum matching `M`, the
// unmatched cells and the cells an *even* alternating path (a non-matching edge, then a
// matching edge, and so on) leads to from an unmatched cell: flipping that path moves the
// hole onto the cell, and conversely the symmetric difference of `M` with a maximum
// matching missing `v` holds such a path ending at `v`. Even paths stay in one colour
// class. One search from the unmatched cells of both colours at once finds them all: from
// a marked cell `x` it steps to any neighbour `y` (matched, as `M` is maximum: else the
// path to `x` and the edge `x y` would augment) and on to `y`'s partner, which it marks.
// The marks are the same as those of one search per colour: a cell is only ever reached
// from unmatched cells of its own colour, and the search never steps through `y` twice
// (the second time its partner is marked already). By induction the search tree's path to
// each mark is a simple even alternating path: the odd cells on it are the partners of
// its even ones, all of the other colour, and a marked cell is never entered again.
//
// So:
// 1. A greedy matching: in row-major order, each unmatched free cell takes its right
//    neighbour if free and unmatched, else the one below (never matched yet: only the
//    cells before it in row-major order could have taken it); but the one below first
//    when the cell is that one's only free neighbour (else it would be left unmatched
//    where matching it costs nothing). O(nm).
// 2. Hopcroft–Karp from there, with the colour of fewer unmatched cells on the left
//    (the other colour's surplus can never all be matched: searched from, it would
//    fill the layers with the same trees in every phase). Each phase layers the
//    left cells by a breadth-first search over the matching graph from the unmatched
//    left cells, up to the first layer next to an unmatched right cell, then flips a
//    maximal set of disjoint shortest augmenting paths, found by depth-first searches
//    along the layers with an explicit stack (no recursion), each left cell resuming its
//    neighbours where it stopped. A phase costs what its searches reach, not the board:
//    the unmatched left cells are kept in a list, and layers carry the phase's base (a
//    layer below it is from an earlier phase) so that nothing is reset between phases.
//    O(√(nm)) phases, O(nm √(nm)) in all, far less after the greedy start.
// 3. The search above from the unmatched cells of both colours. O(nm).
//
// Memory, whatever the board's shape: the board (1 byte a cell), stored as its rows
// arrive, and the solver's state, reserved once the board is read: a cell's partner is
// one of its four neighbours, so one byte a cell holds the directions of its free
// neighbours, its partner's direction and its mark; a left cell keeps its layer (4
// bytes) and the next direction its search tries (1 byte), left cells being half the
// cells; one list of 4 bytes a cell holds the unmatched left cells, the layered search's
// queue and the depth-first search's stack, then the last search's stack. At most 8.5
// bytes a cell in all.
//
// Only the `n` rows of the board are read; anything after them gets a warning, and the
// answer.
mod loj6033 {
    use crate::grid::Shape;
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::collections::TryReserveError;
    use std::io::{self, Read, Write};

    pub const FREE: u8 = b'.';
    const CELLS: Alphabet = Alphabet::new(".#");

    const NEIGHBOURS: u8 = 0x0f;
    const PARTNER: u8 = 0x70;
    const UNMATCHED: u8 = 4 << 4;
    const WINS: u8 = 0x80;
    const NONE: u32 = u32::MAX;

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Board {
        shape: Shape,
        free: Vec<bool>,
    }

    #[derive(Clone, Copy, Debug)]
    pub struct Starts<'a> {
        shape: Shape,
        cells: &'a [u8],
        count: usize,
    }

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        cells: Vec<u8>,
        layer: Vec<u32>,
        tried: Vec<u8>,
        work: Vec<u32>,
    }

    impl Scratch {
        pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            let (cells, lefts) = (shape.len(), left_slots(shape));
            memory::reserve(&mut self.cells, cells)?;
            memory::reserve(&mut self.layer, lefts)?;
            memory::reserve(&mut self.tried, lefts)?;
            // The stack holds distinct left cells past the unmatched ones, but its root.
            memory::reserve(&mut self.work, cells + 1)
        }
    }

    pub fn solve<'a>(board: &Board, scratch: &'a mut Scratch) -> Starts<'a> {
        let Board { shape, free } = board;
        let Scratch {
            cells,
            layer,
            tried,
            work,
        } = scratch;
        link_neighbours(*shape, free, cells);
        let steps = Steps::new(*shape);
        match_greedily(cells, steps);
        Matching::new(*shape, steps, cells, layer, tried, work).maximise();
        let count = mark_winners(free, cells, steps, work);
        Starts {
            shape: *shape,
            cells,
            count,
        }
    }

    fn link_neighbours(shape: Shape, free: &[bool], cells: &mut Vec<u8>) {
        let cols = shape.cols().min(free.len());
        let above_last_row = free.len() - cols;
        cells.clear();
        cells.resize(free.len(), UNMATCHED);
        // Every row but the last, and every row but the first: cell for cell a row apart.
        let (upper, lower) = (&free[..above_last_row], &free[cols..]);
        link(&mut cells[cols..], lower, upper, UP);
        link(&mut cells[..above_last_row], upper, lower, DOWN);
        let rows = cells.chunks_mut(cols.max(1)).zip(free.chunks(cols.max(1)));
        for (cells, free) in rows {
            let last = free.len() - 1;
            link(&mut cells[1..], &free[1..], &free[..last], LEFT);
            link(&mut cells[..last], &free[..last], &free[1..], RIGHT);
        }
    }

    fn link(cells: &mut [u8], free: &[bool], neighbour: &[bool], direction: u8) {
        for ((byte, &free), &neighbour) in cells.iter_mut().zip(free).zip(neighbour) {
            *byte |= ((free & neighbour) as u8) << direction;
        }
    }

    fn match_greedily(cells: &mut [u8], steps: Steps) {
        for u in 0..cells.len() {
            let byte = cells[u];
            if byte & PARTNER != UNMATCHED {
                continue;
            }
            let right = byte & 1 << RIGHT != 0 && cells[u + 1] & PARTNER == UNMATCHED;
            let down = byte & 1 << DOWN != 0;
            let down_first = down && (!right || cells[steps.from(u, DOWN)] & NEIGHBOURS == 1 << UP);
            if down_first {
                pair(cells, steps, u, DOWN);
            } else if right {
                pair(cells, steps, u, RIGHT);
            }
        }
    }

    #[inline]
    fn pair(cells: &mut [u8], steps: Steps, u: usize, direction: u8) {
        let v = steps.from(u, direction);
        cells[u] = (cells[u] & !PARTNER) | direction << 4;
        cells[v] = (cells[v] & !PARTNER) | (3 - direction) << 4;
    }

    #[inline]
    fn partner(cells: &[u8], steps: Steps, cell: usize) -> Option<usize> {
        match cells[cell] & PARTNER {
            UNMATCHED => None,
            field => Some(steps.from(cell, field >> 4)),
        }
    }

    fn mark_winners(free: &[bool], cells: &mut [u8], steps: Steps, stack: &mut Vec<u32>) -> usize {
        stack.clear();
        for (u, byte) in cells.iter_mut().enumerate() {
            if free[u] && *byte & PARTNER == UNMATCHED {
                *byte |= WINS;
                stack.push(u as u32);
            }
        }
        let mut count = stack.len();
        while let Some(x) = stack.pop() {
            let x = x as usize;
            let mut neighbours = cells[x] & NEIGHBOURS;
            while neighbours != 0 {
                let direction = neighbours.trailing_zeros() as u8;
                neighbours &= neighbours - 1;
                let y = steps.from(x, direction);
                if let Some(z) = partner(cells, steps, y) {
                    if cells[z] & WINS == 0 {
                        cells[z] |= WINS;
                        count += 1;
                        stack.push(z as u32);
                    }
                }
            }
        }
        count
    }

    fn colour_of(shape: Shape, cell: usize) -> usize {
        let cols = shape.cols();
        (cell / cols + cell % cols) % 2
    }

    fn left_slots(shape: Shape) -> usize {
        (shape.len() + 1) / 2
    }

    const UP: u8 = 0;
    const LEFT: u8 = 1;
    const RIGHT: u8 = 2;
    const DOWN: u8 = 3;

    #[derive(Clone, Copy)]
    struct Steps([usize; 4]);

    impl Steps {
        fn new(shape: Shape) -> Self {
            let cols = shape.cols();
            Steps([cols.wrapping_neg(), usize::MAX, 1, cols])
        }

        #[inline]
        fn from(self, cell: usize, direction: u8) -> usize {
            cell.wrapping_add(self.0[direction as usize])
        }
    }

    struct Matching<'a> {
        steps: Steps,
        cells: &'a mut [u8],
        layer: &'a mut Vec<u32>,
        tried: &'a mut Vec<u8>,
        work: &'a mut Vec<u32>,
        roots: usize,
        base: u32,
        last: u32,
        top: u32,
    }

    impl<'a> Matching<'a> {
        fn new(
            shape: Shape,
            steps: Steps,
            cells: &'a mut [u8],
            layer: &'a mut Vec<u32>,
            tried: &'a mut Vec<u8>,
            work: &'a mut Vec<u32>,
        ) -> Self {
            layer.clear();
            layer.resize(left_slots(shape), 0);
            tried.clear();
            tried.resize(left_slots(shape), 0);
            work.clear();
            let unmatched =
                |&(_, &byte): &(usize, &u8)| byte & PARTNER == UNMATCHED && byte & NEIGHBOURS != 0;
            let roots = cells.iter().enumerate().filter(unmatched);
            work.extend(roots.map(|(u, _)| u as u32));
            let colour = |u: &u32| colour_of(shape, *u as usize);
            let zeros = work.iter().filter(|u| colour(u) == 0).count();
            let left = if 2 * zeros <= work.len() { 0 } else { 1 };
            work.retain(|u| colour(u) == left);
            let roots = work.len();
            Matching {
                steps,
                cells,
                layer,
                tried,
                work,
                roots,
                base: 0,
                last: NONE,
                top: 0,
            }
        }

        fn maximise(mut self) {
            while self.build_layers() {
                self.augment_all();
            }
        }

        fn next_base(&mut self) {
            let lefts = self.layer.len() as u32;
            if self.top >= NONE - 2 - lefts {
                self.layer.iter_mut().for_each(|layer| *layer = 0);
                self.top = 0;
            }
            self.base = self.top + 1;
        }

        fn build_layers(&mut self) -> bool {
            self.work.truncate(self.roots);
            let cells = &*self.cells;
            self.work
                .retain(|&u| cells[u as usize] & PARTNER == UNMATCHED);
            self.roots = self.work.len();
            self.next_base();
            for &u in self.work.iter() {
                self.layer[u as usize / 2] = self.base;
                self.tried[u as usize / 2] = 0;
            }
            self.last = NONE;
            let mut next = 0;
            while let Some(&u) = self.work.get(next) {
                next += 1;
                let u = u as usize;
                let layer = self.layer[u / 2];
                if layer >= self.last {
                    break;
                }
                let mut neighbours = self.cells[u] & NEIGHBOURS;
                while neighbours != 0 {
                    let direction = neighbours.trailing_zeros() as u8;
                    neighbours &= neighbours - 1;
                    match partner(self.cells, self.steps, self.steps.from(u, direction)) {
                        None => self.last = layer,
                        Some(w) if self.layer[w / 2] < self.base => {
                            self.layer[w / 2] = layer + 1;
                            self.tried[w / 2] = 0;
                            self.work.push(w as u32);
                        }
                        _ => {}
                    }
                }
            }
            // The queue is in order of layers: its last cell has the highest.
            let highest = self.work.last().map(|&u| self.layer[u as usize / 2]);
            self.top = highest.unwrap_or(self.top);
            self.work.truncate(self.roots);
            self.last != NONE
        }

        fn augment_all(&mut self) {
            for i in 0..self.roots {
                let root = self.work[i] as usize;
                if self.layer[root / 2] == self.base {
                    self.augment_from(root);
                }
            }
        }

        fn augment_from(&mut self, root: usize) {
            self.work.push(root as u32);
            while self.work.len() > self.roots {
                let u = self.work[self.work.len() - 1] as usize;
                match self.next_step(u) {
                    None => {
                        self.layer[u / 2] = 0;
                        self.work.pop();
                    }
                    Some(v) => match partner(self.cells, self.steps, v) {
                        None => return self.flip_stack(),
                        Some(w) => self.work.push(w as u32),
                    },
                }
            }
        }

        fn next_step(&mut self, u: usize) -> Option<usize> {
            let layer = self.layer[u / 2];
            let neighbours = self.cells[u] & NEIGHBOURS;
            loop {
                let untried = neighbours & NEIGHBOURS << self.tried[u / 2];
                if untried == 0 {
                    return None;
                }
                let direction = untried.trailing_zeros() as u8;
                self.tried[u / 2] = direction + 1;
                let v = self.steps.from(u, direction);
                let leads_on = match partner(self.cells, self.steps, v) {
                    None => layer == self.last,
                    Some(w) => layer < self.last && self.layer[w / 2] == layer + 1,
                };
                if leads_on {
                    return Some(v);
                }
            }
        }

        fn flip_stack(&mut self) {
            for i in self.roots..self.work.len() {
                let u = self.work[i] as usize;
                pair(self.cells, self.steps, u, self.tried[u / 2] - 1);
            }
            self.work.truncate(self.roots);
        }
    }

    pub fn read_board<R: Read>(
        sc: &mut Scanner<R>,
        scratch: &mut Scratch,
    ) -> Result<Board, InputError> {
        let rows: usize = sc.int_in("the number of rows n", 1..=usize::MAX)?;
        let cols: usize = sc.int_in("the number of columns m", 1..=usize::MAX)?;
        let size = sc.token_pos();
        let shape = Shape::new(rows, cols).ok_or_else(|| {
            let message = format!(
                "a board of {} x {} cells has more than {} cells",
                rows,
                cols,
                u32::MAX
            );
            InputError::new(size, message)
        })?;
        let no_room = |_| memory::does_not_fit(size, rows, cols);
        let mut free = Vec::new();
        for r in 0..rows {
            sc.row(
                cols,
                &CELLS,
                format_args!("row {} of the board", r + 1),
                |cells| {
                    memory::grow(&mut free, cells.len(), shape.len()).map_err(no_room)?;
                    free.extend(cells.iter().map(|&b| b == FREE));
                    Ok(())
                },
            )?;
        }
        scratch.reserve(shape).map_err(no_room)?;
        Ok(Board { shape, free })
    }

    pub fn write_answer<W: Write>(output: &mut W, starts: Starts<'_>) -> io::Result<()> {
        let mut line = Line::default();
        line.number(starts.count);
        output.write_all(line.end())?;
        let cols = starts.shape.cols();
        for (r, row) in starts.cells.chunks(cols).enumerate() {
            if row.iter().all(|&byte| byte & WINS == 0) {
                continue;
            }
            line.clear();
            line.number(r + 1);
            line.push(b' ');
            let after_row = line.len;
            for (c, _) in row
                .iter()
                .enumerate()
                .filter(|&(_, &byte)| byte & WINS != 0)
            {
                line.len = after_row;
                line.number(c + 1);
                output.write_all(line.end())?;
            }
        }
        Ok(())
    }

    struct Line {
        bytes: [u8; 48],
        len: usize,
    }

    impl Default for Line {
        fn default() -> Self {
            Line {
                bytes: [0; 48],
                len: 0,
            }
        }
    }

    impl Line {
        fn clear(&mut self) {
            self.len = 0;
        }

        fn push(&mut self, byte: u8) {
            self.bytes[self.len] = byte;
            self.len += 1;
        }

        fn number(&mut self, mut n: usize) {
            let start = self.len;
            loop {
                self.push(b'0' + (n % 10) as u8);
                n /= 10;
                if n == 0 {
                    break;
                }
            }
            self.bytes[start..self.len].reverse();
        }

        fn end(&mut self) -> &[u8] {
            self.bytes[self.len] = b'\n';
            &self.bytes[..=self.len]
        }
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let mut scratch = Scratch::default();
        let board = read_board(&mut sc, &mut scratch).in_case(1)?;
        write_answer(output, solve(&board, &mut scratch))?;
        judge::expect_end(&mut sc, warnings)
    }
}

mod grid {
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Shape {
        rows: usize,
        cols: usize,
        ring: usize,
    }

    impl Shape {
        pub fn new(rows: usize, cols: usize) -> Option<Self> {
            Self::build(rows, cols, 0)
        }

        fn build(rows: usize, cols: usize, ring: usize) -> Option<Self> {
            let cells = rows
                .checked_add(2 * ring)?
                .checked_mul(cols.checked_add(2 * ring)?)?;
            (cells <= u32::MAX as usize).then(|| Shape { rows, cols, ring })
        }

        pub fn cols(&self) -> usize {
            self.cols
        }

        fn stored_rows(&self) -> usize {
            self.rows + 2 * self.ring
        }

        fn stored_cols(&self) -> usize {
            self.cols + 2 * self.ring
        }

        pub fn len(&self) -> usize {
            self.stored_rows() * self.stored_cols()
        }
    }
}

mod judge {
    use crate::scanner::{InputError, Scanner};
    use std::fmt;
    use std::io::{self, BufWriter, Read, Stdin, Stdout, Write};

    #[derive(Debug)]
    pub enum Failure {
        Input {
            case: Option<usize>,
            error: InputError,
        },
        Output(io::Error),
    }

    impl From<io::Error> for Failure {
        fn from(error: io::Error) -> Self {
            Failure::Output(error)
        }
    }

    impl From<InputError> for Failure {
        fn from(error: InputError) -> Self {
            Failure::Input { case: None, error }
        }
    }

    pub trait InCase<T> {
        fn in_case(self, case: usize) -> Result<T, Failure>;
    }

    impl<T> InCase<T> for Result<T, InputError> {
        fn in_case(self, case: usize) -> Result<T, Failure> {
            self.map_err(|error| Failure::Input {
                case: Some(case),
                error,
            })
        }
    }

    impl fmt::Display for Failure {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Failure::Input { case, error } => match case {
                    Some(case) => write!(f, "input error in case {} at {}", case, error),
                    None => write!(f, "input error before the first case at {}", error),
                },
                Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
            }
        }
    }

    pub fn warn(warnings: &mut dyn Write, warning: impl fmt::Display) {
        let _ = warnings.write_all(format!("{}\n", warning).as_bytes());
    }

    struct Prefixed(&'static str);

    impl Write for Prefixed {
        fn write(&mut self, line: &[u8]) -> io::Result<usize> {
            let stderr = io::stderr();
            let mut stderr = stderr.lock();
            write!(stderr, "{}: ", self.0)?;
            stderr.write_all(line)?;
            Ok(line.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            io::stderr().flush()
        }
    }

    pub fn expect_end<R: Read>(sc: &mut Scanner<R>, warnings: &mut dyn Write) -> Result<(), Failure> {
        if let Some((pos, byte)) = sc.peek()? {
            let found = InputError::unexpected(pos, "the end of the input", &[byte], 1);
            warn(
                warnings,
                format_args!("warning after the last case at {}", found),
            );
        }
        Ok(())
    }

    pub fn main<F>(problem: &'static str, run: F)
    where
        F: FnOnce(Stdin, &mut BufWriter<Stdout>, &mut dyn Write) -> Result<(), Failure>,
    {
        report_panics_in_one_line(problem);
        let mut output = BufWriter::with_capacity(1 << 16, io::stdout());
        let result = run(io::stdin(), &mut output, &mut Prefixed(problem));
        let flushed = output.flush().map_err(Failure::Output);
        if let Err(failure) = result.and(flushed) {
            eprintln!("{}: {}", problem, failure);
            std::process::exit(1);
        }
    }

    fn report_panics_in_one_line(problem: &'static str) {
        std::panic::set_hook(Box::new(move |info| {
            let description = info.to_string().replace('\n', " ");
            eprintln!("{}: internal error: {}", problem, description);
        }));
    }
}

mod memory {
    use crate::scanner::{InputError, Pos};
    use std::collections::TryReserveError;

    const FIRST_STEP: usize = 1 << 12;

    pub fn grow<T>(v: &mut Vec<T>, more: usize, total: usize) -> Result<(), TryReserveError> {
        let needed = v.len().saturating_add(more);
        if needed <= v.capacity() {
            return Ok(());
        }
        let doubled = v.capacity().saturating_mul(2).max(FIRST_STEP);
        let target = doubled.min(total).max(needed);
        v.try_reserve_exact(target - v.len())
    }

    pub fn reserve<T>(v: &mut Vec<T>, total: usize) -> Result<(), TryReserveError> {
        v.try_reserve_exact(total.saturating_sub(v.len()))
    }

    pub fn does_not_fit(pos: Pos, rows: usize, cols: usize) -> InputError {
        InputError::new(
            pos,
            format!(
                "a board of {} x {} cells does not fit in memory",
                rows, cols
            ),
        )
    }
}

mod scanner {
    use std::fmt;
    use std::io::{self, Read};
    use std::ops::RangeInclusive;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Pos {
        pub line: u64,
        pub col: u64,
    }

    impl fmt::Display for Pos {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}:{}", self.line, self.col)
        }
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct InputError {
        pub pos: Pos,
        pub message: String,
    }

    impl InputError {
        pub fn unexpected(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
            let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
            let more = if len > SHOWN as u64 { "..." } else { "" };
            let message = format!("expected {}, found `{}`{}", what, text.escape_debug(), more);
            InputError { pos, message }
        }

        pub fn new(pos: Pos, message: String) -> Self {
            InputError { pos, message }
        }
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "line {}: {}", self.pos, self.message)
        }
    }

    impl std::error::Error for InputError {}

    const SHOWN: usize = 24;

    #[inline]
    pub const fn is_space(byte: u8) -> bool {
        byte == b' ' || (byte >= b'\t' && byte <= b'\r')
    }

    pub struct Alphabet {
        allowed: [bool; 256],
        text: &'static str,
    }

    impl Alphabet {
        pub const fn new(text: &'static str) -> Self {
            let bytes = text.as_bytes();
            let mut allowed = [false; 256];
            let mut i = 0;
            while i < bytes.len() {
                assert!(!is_space(bytes[i]), "a cell cannot be whitespace");
                allowed[bytes[i] as usize] = true;
                i += 1;
            }
            Alphabet { allowed, text }
        }

        fn first_outside(&self, bytes: &[u8]) -> Option<usize> {
            bytes.iter().position(|&b| !self.allowed[b as usize])
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Number {
        pub negative: bool,
        pub magnitude: Option<u64>,
        pub odd: bool,
    }

    struct NumberParser {
        number: Number,
        len: u64,
        shown: [u8; SHOWN],
        digits: bool,
        malformed: bool,
    }

    impl NumberParser {
        fn new() -> Self {
            NumberParser {
                number: Number {
                    negative: false,
                    magnitude: Some(0),
                    odd: false,
                },
                len: 0,
                shown: [0; SHOWN],
                digits: false,
                malformed: false,
            }
        }

        fn feed(&mut self, piece: &[u8]) {
            for &b in piece {
                if self.len < SHOWN as u64 {
                    self.shown[self.len as usize] = b;
                }
                self.len += 1;
                let digit = b.wrapping_sub(b'0');
                if self.len == 1 && (b == b'-' || b == b'+') {
                    self.number.negative = b == b'-';
                } else if digit > 9 {
                    self.malformed = true;
                } else {
                    self.digits = true;
                    self.number.odd = digit % 2 == 1;
                    self.number.magnitude = self
                        .number
                        .magnitude
                        .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
                }
            }
        }

        fn shown(&self) -> &[u8] {
            &self.shown[..(self.len.min(SHOWN as u64)) as usize]
        }

        fn finish(&self) -> Option<Number> {
            (self.digits && !self.malformed).then(|| self.number)
        }
    }

    pub trait Integer: Copy {
        fn from_number(number: Number) -> Option<Self>;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_number(number: Number) -> Option<Self> {
                    let magnitude = i128::from(number.magnitude?);
                    <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
                }
            }
        )*};
    }

    impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    fn first_space(bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| is_space(b))
    }

    const BUFFER: usize = 1 << 16;

    pub struct Scanner<R> {
        reader: R,
        buf: Vec<u8>,
        start: usize,
        end: usize,
        base: u64,
        line: u64,
        line_start: u64,
        reader_done: bool,
        last_token: Pos,
    }

    impl<R: Read> Scanner<R> {
        pub fn new(reader: R) -> Self {
            Scanner {
                reader,
                buf: vec![0; BUFFER],
                start: 0,
                end: 0,
                base: 0,
                line: 1,
                line_start: 0,
                reader_done: false,
                last_token: Pos { line: 1, col: 1 },
            }
        }

        pub fn int_in<T>(
            &mut self,
            what: impl fmt::Display,
            range: RangeInclusive<T>,
        ) -> Result<T, InputError>
        where
            T: Integer + PartialOrd + fmt::Display,
        {
            let (lo, hi) = (range.start(), range.end());
            let describe = || format!("an integer from {} to {}", lo, hi);
            self.int_where(what, |v| range.contains(v), describe)
        }

        fn int_where<T: Integer>(
            &mut self,
            what: impl fmt::Display,
            fits: impl Fn(&T) -> bool,
            describe: impl FnOnce() -> String,
        ) -> Result<T, InputError> {
            let mut parser = NumberParser::new();
            let pos = self.token(&what, |piece| {
                parser.feed(piece);
                true
            })?;
            let value = parser.finish().and_then(T::from_number).filter(fits);
            value.ok_or_else(|| {
                let what = format!("{}, {}", what, describe());
                InputError::unexpected(pos, what, parser.shown(), parser.len)
            })
        }

        pub fn row(
            &mut self,
            len: usize,
            alphabet: &Alphabet,
            what: impl fmt::Display,
            mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
        ) -> Result<(), InputError> {
            // `seen`: the row's bytes so far; `clean`: those before the first outside the
            // alphabet, if any (`bad`).
            let (mut seen, mut clean, mut bad, mut refused) = (0u64, 0u64, None, None);
            let pos = self.token(&what, |piece| {
                seen += piece.len() as u64;
                if bad.is_some() {
                    return true;
                }
                let outside = alphabet.first_outside(piece);
                let good = &piece[..outside.unwrap_or(piece.len())];
                bad = outside.map(|i| piece[i]);
                let wanted = &good[..good.len().min((len as u64).saturating_sub(clean) as usize)];
                clean += good.len() as u64;
                if wanted.is_empty() {
                    return true;
                }
                match take(wanted) {
                    Ok(()) => true,
                    Err(error) => {
                        refused = Some(error);
                        false
                    }
                }
            })?;
            if let Some(error) = refused {
                return Err(error);
            }
            if seen != len as u64 {
                let s = if seen == 1 { "" } else { "s" };
                let found = format!("{} character{}", seen, s);
                let message = format!("expected {} of {} cells, found {}", what, len, found);
                return Err(InputError::new(pos, message));
            }
            match bad {
                Some(byte) => {
                    let pos = Pos {
                        line: pos.line,
                        col: pos.col + clean,
                    };
                    let what = format!("one of `{}` in {}", alphabet.text, what);
                    Err(InputError::unexpected(pos, what, &[byte], 1))
                }
                None => Ok(()),
            }
        }

        pub fn peek(&mut self) -> Result<Option<(Pos, u8)>, InputError> {
            Ok(if self.skip_whitespace()? {
                Some((self.pos(), self.buf[self.start]))
            } else {
                None
            })
        }

        pub fn token_pos(&self) -> Pos {
            self.last_token
        }

        pub fn pos(&self) -> Pos {
            Pos {
                line: self.line,
                col: self.base + self.start as u64 - self.line_start + 1,
            }
        }

        fn pass_to(&mut self, to: usize) {
            for i in self.start..to {
                let byte = self.buf[i];
                if byte == b'\n' || byte == b'\r' {
                    let after_return = i > 0 && self.buf[i - 1] == b'\r';
                    self.line += u64::from(byte == b'\r' || !after_return);
                    self.line_start = self.base + i as u64 + 1;
                }
            }
            self.start = to;
        }

        fn token(
            &mut self,
            what: &dyn fmt::Display,
            mut visit: impl FnMut(&[u8]) -> bool,
        ) -> Result<Pos, InputError> {
            if !self.skip_whitespace()? {
                let message = format!("expected {}, found the end of the input", what);
                return Err(InputError::new(self.pos(), message));
            }
            let pos = self.pos();
            self.last_token = pos;
            loop {
                let unread = &self.buf[self.start..self.end];
                let found = first_space(unread);
                let piece = &unread[..found.unwrap_or(unread.len())];
                let (more, taken) = (visit(piece), piece.len());
                self.start += taken;
                if found.is_some() || !more || !self.refill()? {
                    return Ok(pos);
                }
            }
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                let unread = &self.buf[self.start..self.end];
                if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                    self.pass_to(self.start + n);
                    return Ok(true);
                }
                self.pass_to(self.end);
                if !self.refill()? {
                    return Ok(false);
                }
            }
        }

        fn refill(&mut self) -> Result<bool, InputError> {
            debug_assert_eq!(self.start, self.end);
            if self.end > 1 {
                self.buf[0] = self.buf[self.end - 1];
                self.base += self.end as u64 - 1;
                self.end = 1;
            }
            self.start = self.end;
            while !self.reader_done {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => self.reader_done = true,
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let message = format!("cannot read the input: {}", e);
                        return Err(InputError::new(self.pos(), message));
                    }
                }
            }
            Ok(false)
        }
    }
}
