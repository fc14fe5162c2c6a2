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
// class, so each class is searched from its own unmatched cells.
//
// So: one maximum matching by Hopcroft–Karp (layers by a breadth-first search over the
// matching graph, augmenting paths by an explicit-stack depth-first search: no recursion),
// then per colour one `grid::bfs` where a cell of the other colour is
// entered through any edge and a cell of the searched colour only through its matching
// then per colour one `grid::bfs` where a cell of the other colour is
// entered through any edge and a cell of the searched colour only through its matching
// edge. O(nm √(nm)) time.
//
// Memory, whatever the board's shape: the board (1 byte a cell), stored as its rows
// arrive, and the solver's state, reserved once the board is read: a cell's partner is
// one of its four neighbours, so the matching keeps its direction (1 byte a cell); a left
// cell keeps its free neighbours and how many of them a phase has tried (1 byte) and its
// layer (4 bytes), left cells being half the cells; the search's marks take 1 byte a
// cell, and one queue of 4 bytes a cell serves the layered search, the depth-first
// search's stack and the breadth-first searches. At most 9.5 bytes a cell in all.
//
// Only the `n` rows of the board are read; anything after them gets a warning, and the
// answer.
mod loj6033 {
    use crate::grid::{bfs, Shape};
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::collections::TryReserveError;
    use std::io::{self, Read, Write};

    pub const FREE: u8 = b'.';
    const CELLS: Alphabet = Alphabet::new(".#");

    const NONE: u32 = u32::MAX;
    const UNMATCHED: u8 = 4;

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Board {
        shape: Shape,
        free: Vec<bool>,
    }

    #[derive(Clone, Copy, Debug)]
    pub struct Starts<'a> {
        shape: Shape,
        reached: &'a [u8],
    }

    impl Starts<'_> {
        pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
            let Starts { shape, reached } = *self;
            shape
                .cells()
                .filter(move |&cell| reached[cell] & (1 << colour_of(shape, cell)) != 0)
                .filter_map(move |cell| shape.coords(cell))
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        mate: Vec<u8>,
        left: Vec<u8>,
        layer: Vec<u32>,
        work: Vec<u32>,
        reached: Vec<u8>,
    }

    impl Scratch {
        pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            let (cells, lefts) = (shape.len(), left_slots(shape));
            memory::reserve(&mut self.mate, cells)?;
            memory::reserve(&mut self.left, lefts)?;
            memory::reserve(&mut self.layer, lefts)?;
            memory::reserve(&mut self.work, cells)?;
            memory::reserve(&mut self.reached, cells)
        }
    }

    pub fn solve<'a>(board: &Board, scratch: &'a mut Scratch) -> Starts<'a> {
        let Board { shape, free } = board;
        let (shape, free) = (*shape, free.as_slice());
        let Scratch {
            mate,
            left,
            layer,
            work,
            reached,
        } = scratch;
        Matching::new(shape, free, mate, left, layer, work).maximise();
        reached.clear();
        reached.resize(shape.len(), 0);
        for colour in 0..2 {
            mark_missable(shape, free, mate, colour, reached, work);
        }
        Starts { shape, reached }
    }

    fn colour_of(shape: Shape, cell: usize) -> u8 {
        let (row, col) = shape.coords(cell).expect("a board without ring");
        ((row + col) % 2) as u8
    }

    fn left_cells(shape: Shape) -> LeftCells {
        LeftCells {
            shape,
            row: 0,
            next: 0,
            row_end: shape.cols(),
        }
    }

    #[derive(Clone, Debug)]
    struct LeftCells {
        shape: Shape,
        row: usize,
        next: usize,
        row_end: usize,
    }

    impl Iterator for LeftCells {
        type Item = usize;

        #[inline]
        fn next(&mut self) -> Option<usize> {
            while self.next >= self.row_end {
                self.row += 1;
                if self.row >= self.shape.rows() {
                    return None;
                }
                let cols = self.shape.cols();
                self.next = self.row * cols + self.row % 2;
                self.row_end = self.next - self.row % 2 + cols;
            }
            let cell = self.next;
            self.next += 2;
            Some(cell)
        }
    }

    fn left_slots(shape: Shape) -> usize {
        (shape.len() + 1) / 2
    }

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

    fn mark_missable(
        shape: Shape,
        free: &[bool],
        mate: &[u8],
        colour: u8,
        reached: &mut [u8],
        queue: &mut Vec<u32>,
    ) {
        let bit = 1 << colour;
        let steps = Steps::new(shape);
        let hole = move |c: usize| free[c] && mate[c] == UNMATCHED && colour_of(shape, c) == colour;
        for cell in shape.cells().filter(|&c| hole(c)) {
            reached[cell] |= bit;
        }
        let holes = shape.cells().filter(move |&c| hole(c));
        bfs(queue, shape, holes, |cell| {
            let enters = free[cell]
                && reached[cell] & bit == 0
                && (colour_of(shape, cell) != colour
                    || mate[cell] != UNMATCHED && reached[steps.from(cell, mate[cell])] & bit != 0);
            if enters {
                reached[cell] |= bit;
            }
            enters
        });
    }

    struct Matching<'a> {
        shape: Shape,
        steps: Steps,
        free: &'a [bool],
        mate: &'a mut [u8],
        left: &'a mut [u8],
        layer: &'a mut [u32],
        shortest: u32,
        work: &'a mut Vec<u32>,
    }

    const NEIGHBOURS: u8 = 0x0f;
    const TRIED: u8 = 1 << 4;

    impl<'a> Matching<'a> {
        fn new(
            shape: Shape,
            free: &'a [bool],
            mate: &'a mut Vec<u8>,
            left: &'a mut Vec<u8>,
            layer: &'a mut Vec<u32>,
            work: &'a mut Vec<u32>,
        ) -> Self {
            mate.clear();
            mate.resize(shape.len(), UNMATCHED);
            left.clear();
            left.resize(left_slots(shape), 0);
            layer.clear();
            layer.resize(left_slots(shape), NONE);
            let steps = Steps::new(shape);
            let (rows, cols) = (shape.rows(), shape.cols());
            for u in left_cells(shape).filter(|&u| free[u]) {
                let (r, c) = (u / cols, u % cols);
                let sides = [r > 0, c > 0, c + 1 < cols, r + 1 < rows];
                left[u / 2] = (0..4)
                    .filter(|&d| sides[d as usize] && free[steps.from(u, d)])
                    .fold(0, |bits, d| bits | 1 << d);
            }
            Matching {
                shape,
                steps,
                free,
                mate,
                left,
                layer,
                shortest: NONE,
                work,
            }
        }

        fn maximise(mut self) {
            while self.build_layers() {
                self.augment_all();
            }
        }

        fn lefts(&self) -> impl Iterator<Item = usize> + 'a {
            let free = self.free;
            left_cells(self.shape).filter(move |&u| free[u])
        }

        #[inline]
        fn partner(&self, cell: usize) -> Option<usize> {
            match self.mate[cell] {
                UNMATCHED => None,
                direction => Some(self.steps.from(cell, direction)),
            }
        }

        fn build_layers(&mut self) -> bool {
            self.work.clear();
            for u in self.lefts() {
                let unmatched = self.mate[u] == UNMATCHED;
                self.layer[u / 2] = if unmatched { 0 } else { NONE };
                if unmatched {
                    self.work.push(u as u32);
                }
            }
            self.shortest = NONE;
            let mut next = 0;
            while let Some(&u) = self.work.get(next) {
                next += 1;
                let u = u as usize;
                let layer = self.layer[u / 2];
                if layer >= self.shortest {
                    break;
                }
                let mut neighbours = self.left[u / 2] & NEIGHBOURS;
                while neighbours != 0 {
                    let direction = neighbours.trailing_zeros() as u8;
                    neighbours &= neighbours - 1;
                    match self.partner(self.steps.from(u, direction)) {
                        None => self.shortest = layer,
                        Some(w) if self.layer[w / 2] == NONE => {
                            self.layer[w / 2] = layer + 1;
                            self.work.push(w as u32);
                        }
                        _ => {}
                    }
                }
            }
            self.shortest != NONE
        }

        fn augment_all(&mut self) {
            for u in self.lefts() {
                self.left[u / 2] &= NEIGHBOURS;
            }
            for root in self.lefts() {
                if self.mate[root] == UNMATCHED && self.layer[root / 2] == 0 {
                    self.augment_from(root);
                }
            }
        }

        fn augment_from(&mut self, root: usize) {
            self.work.clear();
            self.work.push(root as u32);
            while let Some(&u) = self.work.last() {
                let u = u as usize;
                match self.next_step(u) {
                    None => {
                        self.layer[u / 2] = NONE;
                        self.work.pop();
                    }
                    Some(v) => match self.partner(v) {
                        None => return self.flip_stack(),
                        Some(w) => self.work.push(w as u32),
                    },
                }
            }
        }

        fn next_step(&mut self, u: usize) -> Option<usize> {
            let layer = self.layer[u / 2];
            loop {
                let byte = self.left[u / 2];
                let untried = byte & NEIGHBOURS & NEIGHBOURS << (byte / TRIED);
                if untried == 0 {
                    return None;
                }
                let direction = untried.trailing_zeros() as u8;
                self.left[u / 2] = (byte & NEIGHBOURS) | ((direction + 1) * TRIED);
                let v = self.steps.from(u, direction);
                let leads_on = match self.partner(v) {
                    None => layer == self.shortest,
                    Some(w) => layer < self.shortest && self.layer[w / 2] == layer + 1,
                };
                if leads_on {
                    return Some(v);
                }
            }
        }

        fn flip_stack(&mut self) {
            for &u in self.work.iter() {
                let u = u as usize;
                let direction = self.left[u / 2] / TRIED - 1;
                self.mate[u] = direction;
                self.mate[self.steps.from(u, direction)] = 3 - direction;
            }
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
        writeln!(output, "{}", starts.cells().count())?;
        for (row, col) in starts.cells() {
            writeln!(output, "{} {}", row + 1, col + 1)?;
        }
        Ok(())
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

        pub fn rows(&self) -> usize {
            self.rows
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

        #[inline]
        pub fn index(&self, row: usize, col: usize) -> usize {
            debug_assert!(row < self.rows && col < self.cols);
            (row + self.ring) * self.stored_cols() + col + self.ring
        }

        pub fn coords(&self, cell: usize) -> Option<(usize, usize)> {
            let (r, c) = (cell / self.stored_cols(), cell % self.stored_cols());
            let inside = |x: usize, n: usize| x >= self.ring && x < n + self.ring;
            (inside(r, self.rows) && inside(c, self.cols)).then(|| (r - self.ring, c - self.ring))
        }

        pub fn cells(self) -> impl Iterator<Item = usize> {
            let shape = self;
            (0..shape.rows).flat_map(move |r| (0..shape.cols).map(move |c| shape.index(r, c)))
        }

        #[inline]
        pub fn for_each_neighbour(&self, cell: usize, mut visit: impl FnMut(usize)) {
            let (rows, cols) = (self.stored_rows(), self.stored_cols());
            // Cells and widths fit in u32 (the invariant), and a 32-bit division costs much less
            // than a 64-bit one on common x86 cores: this runs for every cell a search expands.
            let (r, c) = (cell as u32 / cols as u32, cell as u32 % cols as u32);
            let (r, c) = (r as usize, c as usize);
            let (up, down, left, right) = (r > 0, r + 1 < rows, c > 0, c + 1 < cols);
            if up {
                visit(cell - cols);
            }
            if left {
                visit(cell - 1);
            }
            if right {
                visit(cell + 1);
            }
            if down {
                visit(cell + cols);
            }
        }
    }

    pub fn bfs(
        queue: &mut Vec<u32>,
        shape: Shape,
        sources: impl IntoIterator<Item = usize>,
        mut enter: impl FnMut(usize) -> bool,
    ) {
        queue.clear();
        // Cells fit in u32: the Shape invariant.
        queue.extend(sources.into_iter().map(|cell| cell as u32));
        let mut next = 0;
        while let Some(&cell) = queue.get(next) {
            next += 1;
            shape.for_each_neighbour(cell as usize, |neighbour| {
                if enter(neighbour) {
                    queue.push(neighbour as u32);
                }
            });
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
