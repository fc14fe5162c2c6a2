// HDU 5546 "Ancient Go" (CCPC 2015): can black kill a white stone in one move? Reads the
// judge input on stdin, writes the answers on stdout. HDU takes no Rust: submit this file
// where a copy of the problem takes Rust (choose edition 2021).
//
// Single file of `ancient_go`: `main`, the problem's module, then the shared modules it
// uses (grid, judge, scanner), without tests or doc comments. Builds alone with Rust 1.57
// or later, edition 2021 or 2024: `rustc --edition 2021 -O ancient_go.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("ancient_go", ancient_go::run);
}

mod ancient_go {
    use crate::grid::{self, Shape};
    use crate::judge::{self, Failure, InCase};
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::io::{Read, Write};

    pub const SIZE: usize = 9;
    pub const EMPTY: u8 = b'.';
    pub const WHITE: u8 = b'o';
    const POINTS: Alphabet = Alphabet::new(".xo");

    pub type Board = [u8; SIZE * SIZE];

    pub fn solve(board: &Board) -> bool {
        let shape = Shape::new(SIZE, SIZE).expect("a 9x9 board fits");
        let mut queue = Vec::with_capacity(SIZE * SIZE);
        // The first stone of the last group that met each point: a group meets a point once.
        let mut met_by = [NONE; SIZE * SIZE];
        (0..SIZE * SIZE).any(|stone| {
            if board[stone] != WHITE || met_by[stone] != NONE {
                return false;
            }
            met_by[stone] = stone;
            let mut liberties = 0;
            grid::bfs(&mut queue, shape, [stone], |point| {
                if met_by[point] == stone {
                    return false;
                }
                met_by[point] = stone;
                liberties += usize::from(board[point] == EMPTY);
                board[point] == WHITE
            });
            liberties == 1
        })
    }

    const NONE: usize = usize::MAX;

    pub fn read_board<R: Read>(sc: &mut Scanner<R>) -> Result<Board, InputError> {
        let mut board = [EMPTY; SIZE * SIZE];
        for (r, row) in board.chunks_exact_mut(SIZE).enumerate() {
            let mut filled = 0;
            sc.row(
                SIZE,
                &POINTS,
                format_args!("row {} of the board", r + 1),
                |points| {
                    row[filled..filled + points.len()].copy_from_slice(points);
                    filled += points.len();
                    Ok(())
                },
            )?;
        }
        Ok(board)
    }

    pub fn answer_line(case: usize, kill: bool) -> String {
        let verdict = if kill { "Can kill" } else { "Can not kill" };
        format!("Case #{}: {} in one move!!!", case, verdict)
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        for case in 1..=cases {
            let board = read_board(&mut sc).in_case(case)?;
            writeln!(output, "{}", answer_line(case, solve(&board)))?;
        }
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
            let stored_rows = rows.checked_add(2 * ring)?;
            let stored_cols = cols.checked_add(2 * ring)?;
            let cells = stored_rows.checked_mul(stored_cols)?;
            if cells <= u32::MAX as usize {
                Some(Shape { rows, cols, ring })
            } else {
                None
            }
        }

        fn stored_rows(&self) -> usize {
            self.rows + 2 * self.ring
        }

        fn stored_cols(&self) -> usize {
            self.cols + 2 * self.ring
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
                Failure::Input {
                    case: Some(case),
                    error,
                } => write!(f, "input error in case {} at {}", case, error),
                Failure::Input { case: None, error } => {
                    write!(f, "input error before the first case at {}", error)
                }
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
            let found = InputError::unexpected(pos, "the end of the input", &[byte]);
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
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("panic");
            let place = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let message = message.replace('\n', " ");
            eprintln!("{}: internal error{}: {}", problem, place, message);
        }));
    }
}

mod scanner {
    use std::fmt;
    use std::io::{self, Read};
    use std::ops::{RangeFull, RangeInclusive};

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
        pub fn unexpected(pos: Pos, what: impl fmt::Display, found: &[u8]) -> Self {
            Self::unexpected_prefix(pos, what, found, found.len() as u64)
        }

        fn unexpected_prefix(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found {}", what, quote(shown, len)),
            }
        }

        pub fn eof(pos: Pos, what: impl fmt::Display) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found the end of the input", what),
            }
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

    fn quote(shown: &[u8], len: u64) -> String {
        const SHOWN: usize = 24;
        let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
        let more = if len > SHOWN as u64 { "..." } else { "" };
        format!("`{}`{}", text.escape_debug(), more)
    }

    fn characters(count: u64) -> String {
        format!("{} character{}", count, if count == 1 { "" } else { "s" })
    }

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
            bytes.iter().position(|&b| !self.contains(b))
        }

        #[inline]
        pub fn contains(&self, byte: u8) -> bool {
            self.allowed[byte as usize]
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Number {
        pub negative: bool,
        pub magnitude: Option<u64>,
        pub odd: bool,
    }

    impl Number {
        fn of(negative: bool, magnitude: u64) -> Self {
            Number {
                negative,
                magnitude: Some(magnitude),
                odd: magnitude % 2 == 1,
            }
        }
    }

    #[derive(Clone, Copy, Debug)]
    struct NumberParser {
        number: Number,
        bytes: u64,
        digits: bool,
        malformed: bool,
    }

    impl NumberParser {
        fn new() -> Self {
            NumberParser {
                number: Number::of(false, 0),
                bytes: 0,
                digits: false,
                malformed: false,
            }
        }

        fn feed(&mut self, piece: &[u8]) {
            if self.malformed {
                return;
            }
            for &b in piece {
                self.bytes += 1;
                if self.bytes == 1 && (b == b'-' || b == b'+') {
                    self.number.negative = b == b'-';
                    continue;
                }
                let digit = b.wrapping_sub(b'0');
                if digit > 9 {
                    self.malformed = true;
                    return;
                }
                self.digits = true;
                self.number.odd = digit % 2 == 1;
                self.number.magnitude = self
                    .number
                    .magnitude
                    .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
            }
        }

        fn finish(&self) -> Option<Number> {
            if self.digits && !self.malformed {
                Some(self.number)
            } else {
                None
            }
        }
    }

    pub trait Integer: Copy {
        fn from_number(number: Number) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_number(number: Number) -> Option<Self> {
                    let magnitude = i128::from(number.magnitude?);
                    <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
                }
                fn range() -> String {
                    format!("an integer from {} to {}", <$t>::MIN, <$t>::MAX)
                }
            }
        )*};
    }

    impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    pub trait Bounds<T> {
        fn contains(&self, value: &T) -> bool;
        fn describe(&self) -> String;
    }

    impl<T: Integer> Bounds<T> for RangeFull {
        #[inline]
        fn contains(&self, _: &T) -> bool {
            true
        }

        fn describe(&self) -> String {
            T::range()
        }
    }

    impl<T: Integer + PartialOrd + fmt::Display> Bounds<T> for RangeInclusive<T> {
        #[inline]
        fn contains(&self, value: &T) -> bool {
            self.start() <= value && value <= self.end()
        }

        fn describe(&self) -> String {
            format!("an integer from {} to {}", self.start(), self.end())
        }
    }

    fn first_space(bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| is_space(b))
    }

    struct Token {
        pos: Pos,
        len: u64,
        kept: usize,
        span: usize,
    }

    const BUFFER: usize = 1 << 16;
    const NUMBER_KEPT: usize = 40;

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

        pub fn int<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T, InputError> {
            self.int_in(what, ..)
        }

        pub fn int_in<T: Integer>(
            &mut self,
            what: impl fmt::Display,
            bounds: impl Bounds<T>,
        ) -> Result<T, InputError> {
            let mut parser = NumberParser::new();
            let token = self.token(NUMBER_KEPT, &what, |piece| {
                parser.feed(piece);
                true
            })?;
            let value = parser.finish().and_then(T::from_number);
            let value = value.filter(|v| bounds.contains(v)).ok_or_else(|| {
                let what = format!("{}, {}", what, bounds.describe());
                let shown = &self.buf[self.start..self.start + token.kept];
                InputError::unexpected_prefix(token.pos, what, shown, token.len)
            });
            self.start += token.span;
            value
        }

        pub fn row(
            &mut self,
            len: usize,
            alphabet: &Alphabet,
            what: impl fmt::Display,
            mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
        ) -> Result<(), InputError> {
            let (mut seen, mut handed) = (0u64, 0usize);
            let (mut bad, mut refused) = (None, None);
            let token = self.token(1, &what, |piece| {
                let offset = seen;
                seen += piece.len() as u64;
                if bad.is_some() {
                    return true;
                }
                let wanted = &piece[..piece.len().min(len - handed)];
                let good = match alphabet.first_outside(wanted) {
                    Some(i) => {
                        bad = Some((offset + i as u64, wanted[i]));
                        &wanted[..i]
                    }
                    None => wanted,
                };
                handed += good.len();
                let taken = if good.is_empty() { Ok(()) } else { take(good) };
                match taken {
                    Ok(()) => true,
                    Err(error) => {
                        refused = Some(error);
                        false
                    }
                }
            })?;
            self.start += token.span;
            if let Some(error) = refused {
                return Err(error);
            }
            if token.len != len as u64 {
                let message = format!(
                    "expected {} of {} cells, found {}",
                    what,
                    len,
                    characters(token.len)
                );
                return Err(InputError::new(token.pos, message));
            }
            match bad {
                Some((offset, byte)) => {
                    let pos = Pos {
                        line: token.pos.line,
                        col: token.pos.col + offset,
                    };
                    let what = format!("one of `{}` in {}", alphabet.text, what);
                    Err(InputError::unexpected(pos, what, &[byte]))
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
            keep: usize,
            what: &dyn fmt::Display,
            mut visit: impl FnMut(&[u8]) -> bool,
        ) -> Result<Token, InputError> {
            debug_assert!((1..=NUMBER_KEPT).contains(&keep));
            if !self.skip_whitespace()? {
                return Err(InputError::eof(self.pos(), what));
            }
            let pos = self.pos();
            self.last_token = pos;
            let mut scanned = 0; // token bytes at buf[start..start + scanned], visited
            let mut dropped = 0u64;
            loop {
                let from = self.start + scanned;
                let found = first_space(&self.buf[from..self.end]);
                let to = found.map_or(self.end, |n| from + n);
                let more = visit(&self.buf[from..to]);
                scanned = to - self.start;
                if found.is_some() || !more {
                    break;
                }
                if scanned > keep {
                    // Drop what was visited past the kept bytes: the input offsets of the
                    // bytes read next move on by as much.
                    let drop = scanned - keep;
                    self.base += drop as u64;
                    dropped += drop as u64;
                    self.end = self.start + keep;
                    scanned = keep;
                }
                if !self.refill().map_err(|error| read_error(pos, error))? {
                    break;
                }
            }
            Ok(Token {
                pos,
                len: dropped + scanned as u64,
                kept: scanned.min(keep),
                span: scanned,
            })
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                let unread = &self.buf[self.start..self.end];
                if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                    if n > 0 {
                        self.pass_to(self.start + n);
                    }
                    return Ok(true);
                }
                self.pass_to(self.end);
                match self.refill() {
                    Ok(more) if !more => return Ok(false),
                    Ok(_) => {}
                    Err(error) => return Err(read_error(self.pos(), error)),
                }
            }
        }

        fn refill(&mut self) -> io::Result<bool> {
            if self.reader_done {
                return Ok(false);
            }
            debug_assert!(self.end - self.start <= NUMBER_KEPT);
            let kept_from = self.start.saturating_sub(1);
            self.buf.copy_within(kept_from..self.end, 0);
            self.base += kept_from as u64;
            self.start -= kept_from;
            self.end -= kept_from;
            loop {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => {
                        self.reader_done = true;
                        return Ok(false);
                    }
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(e),
                }
            }
        }
    }

    fn read_error(pos: Pos, error: io::Error) -> InputError {
        InputError::new(pos, format!("cannot read the input: {}", error))
    }
}
