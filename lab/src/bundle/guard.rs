//! The language-version guard: syntax newer than Rust 1.57 that Debian's rustc 1.63 (the
//! oldest compiler here) would still accept, so that no test of ours would catch it.
//!
//! - An inline format argument (1.58): `{name}`, or a width or precision `name$`, in the
//!   format string of `format!`, `write!`, `writeln!`, `print!`, `println!`, `eprint!`,
//!   `eprintln!`, `format_args!`, `panic!`, `unreachable!`, `todo!`, `unimplemented!` or
//!   the message of `assert!`, `assert_eq!`, `assert_ne!` and their `debug_` forms, where
//!   `name` is no named argument (`name = value`) of the call. Read from the tokens, so
//!   calls inside other macros' arguments and `macro_rules!` bodies are seen too.
//! - A let-else (1.65): an `else` right after anything but a `}` block (in an `if ...
//!   else` the `else` always follows one, and the expression of a let-else may not end
//!   with one).
//! - A destructuring assignment (1.59): `(a, b) = ...`, `[a, b] = ...`, `S { a, .. } =
//!   ...`, `S(a) = ...` or `_ = ...`, found in the syntax tree, including the arguments of
//!   macros that parse as expressions (`assert!`, `format!`, `vec![a, b]`...).

use super::source::Source;
use super::tokens::{Tok, Token};
use proc_macro2::Delimiter;
use std::ops::Range;
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Expr, Token as SynToken};

/// Syntax too new for Rust 1.57, at byte `at` of its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub at: usize,
    pub message: String,
}

/// Every finding of `source` that lies within one of `within`, in source order.
pub fn findings(source: &Source, within: &[Range<usize>]) -> Vec<Finding> {
    let mut found = format_captures(&source.tokens);
    found.extend(let_else(&source.tokens));
    let mut assignments = Assignments::default();
    assignments.visit_file(&source.file);
    found.extend(assignments.found);
    found.retain(|f| within.iter().any(|r| r.contains(&f.at)));
    found.sort_by_key(|f| f.at);
    found.dedup();
    found
}

/// The format-like macros and the index of their format string among their arguments.
const FORMAT_MACROS: [(&str, usize); 18] = [
    ("format", 0),
    ("format_args", 0),
    ("print", 0),
    ("println", 0),
    ("eprint", 0),
    ("eprintln", 0),
    ("panic", 0),
    ("unreachable", 0),
    ("todo", 0),
    ("unimplemented", 0),
    ("write", 1),
    ("writeln", 1),
    ("assert", 1),
    ("debug_assert", 1),
    ("assert_eq", 2),
    ("assert_ne", 2),
    ("debug_assert_eq", 2),
    ("debug_assert_ne", 2),
];

/// The inline format arguments of every format-like macro call among `tokens`.
fn format_captures(tokens: &[Token]) -> Vec<Finding> {
    let mut found = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let index = match token.ident().and_then(format_string_index) {
            Some(index) => index,
            None => continue,
        };
        let close = match tokens.get(i + 2).and_then(Token::close) {
            Some(close) if tokens[i + 1].is_punct('!') => close,
            _ => continue,
        };
        let arguments = split_arguments(&tokens[i + 3..close]);
        let literal = match arguments.get(index) {
            Some([only]) => only,
            _ => continue,
        };
        let format = match &literal.tok {
            Tok::Literal(lit) => match syn::Lit::new(lit.clone()) {
                syn::Lit::Str(s) => s.value(),
                _ => continue,
            },
            _ => continue,
        };
        let named: Vec<&str> = arguments[index + 1..]
            .iter()
            .filter(|arg| arg.len() > 1 && arg[1].is_alone_punct('='))
            .filter_map(|arg| arg[0].ident())
            .collect();
        for name in implicit_arguments(&format) {
            if !named.contains(&name.as_str()) {
                found.push(Finding {
                    at: literal.range.start,
                    message: format!(
                        "`{name}` is captured inline by a format string (Rust 1.58); pass it \
                         as an argument"
                    ),
                });
            }
        }
    }
    found
}

fn format_string_index(name: &str) -> Option<usize> {
    FORMAT_MACROS
        .iter()
        .find(|(macro_name, _)| *macro_name == name)
        .map(|&(_, index)| index)
}

/// The top-level comma-separated arguments among `tokens` (a group's contents).
fn split_arguments(tokens: &[Token]) -> Vec<&[Token]> {
    let depth = match tokens.first() {
        Some(first) => first.depth,
        None => return Vec::new(),
    };
    tokens
        .split(|t| t.depth == depth && t.is_punct(','))
        .filter(|arg| !arg.is_empty())
        .collect()
}

/// The names a format string refers to by name: `{name}`, `{name:?}`, `{:width$}`.
/// (`{` and `}` are ASCII, so byte offsets next to them are character boundaries.)
fn implicit_arguments(format: &str) -> Vec<String> {
    let bytes = format.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match (bytes[i], bytes.get(i + 1)) {
            (b'{', Some(b'{')) | (b'}', Some(b'}')) => i += 2,
            (b'{', _) => {
                let end = format[i..].find('}').map_or(format.len(), |e| i + e);
                names.extend(placeholder_names(&format[i + 1..end]));
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    names
}

/// The names placeholder `argument:spec` refers to: its argument, and each width or
/// precision given as `name$`.
fn placeholder_names(placeholder: &str) -> Vec<String> {
    let (argument, spec) = placeholder.split_once(':').unwrap_or((placeholder, ""));
    let mut names = vec![argument.trim().to_string()];
    for (dollar, _) in spec.match_indices('$') {
        let before = &spec[..dollar];
        let start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |p| p + 1);
        names.push(before[start..].to_string());
    }
    names.retain(|name| is_identifier(name));
    names
}

fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_')
        && text != "_"
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// Every `else` that does not follow a `}` block: a let-else.
fn let_else(tokens: &[Token]) -> Vec<Finding> {
    tokens
        .iter()
        .enumerate()
        .filter(|(i, t)| t.is_ident("else") && *i > 0)
        .filter(|(i, _)| !matches!(tokens[i - 1].tok, Tok::Close(Delimiter::Brace)))
        .map(|(_, t)| Finding {
            at: t.range.start,
            message: "let-else (Rust 1.65); use a `match` or `if let`".to_string(),
        })
        .collect()
}

/// Finds destructuring assignments in a syntax tree.
#[derive(Default)]
struct Assignments {
    found: Vec<Finding>,
}

impl<'ast> Visit<'ast> for Assignments {
    fn visit_expr_assign(&mut self, node: &'ast syn::ExprAssign) {
        if destructures(&node.left) {
            self.found.push(Finding {
                at: super::source::range_of(&node.left).start,
                message: "destructuring assignment (Rust 1.59); bind with `let` instead"
                    .to_string(),
            });
        }
        visit::visit_expr_assign(self, node);
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        let arguments = node.parse_body_with(Punctuated::<Expr, SynToken![,]>::parse_terminated);
        for argument in arguments.iter().flatten() {
            self.visit_expr(argument);
        }
        visit::visit_macro(self, node);
    }
}

/// Whether `left`, the left side of `=`, is a pattern rather than a place.
fn destructures(left: &Expr) -> bool {
    let mut left = left;
    while let Expr::Paren(inner) = left {
        left = &inner.expr;
    }
    matches!(
        left,
        Expr::Tuple(_) | Expr::Array(_) | Expr::Struct(_) | Expr::Call(_) | Expr::Infer(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(code: &str) -> Vec<String> {
        let source = Source::parse("planted.rs", code.to_string()).expect("planted code parses");
        findings(&source, std::slice::from_ref(&(0..code.len())))
            .into_iter()
            .map(|f| format!("{}: {}", source.at(f.at), f.message))
            .collect()
    }

    #[test]
    fn catches_an_inline_format_capture() {
        let found = found("fn f(x: u8) -> String {\n    format!(\"{x}\")\n}\n");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].starts_with("planted.rs:2: `x` is captured inline"));
    }

    #[test]
    fn catches_captures_in_every_format_position() {
        let code = r#"
            fn f(w: &mut String, x: u8, width: usize) {
                use std::fmt::Write;
                let _ = writeln!(w, "{} {x:?}", 1);
                assert!(x > 0, "{x}");
                assert_eq!(x, 1, "{:>width$}", x);
                println!("{}", format!("{x}"));
            }
            macro_rules! m { ($e:expr) => { format!("{e}", ) }; }
        "#;
        let found = found(code);
        assert_eq!(found.len(), 5, "{found:#?}");
    }

    #[test]
    fn accepts_positional_named_and_escaped_arguments() {
        let code = r#"
            fn f(x: u8) -> String {
                let _ = format!("{{x}} {} {0} {name} {:>1$}", x, 3, name = x);
                format!("{}", x)
            }
        "#;
        assert_eq!(found(code), Vec::<String>::new());
    }

    #[test]
    fn catches_a_let_else() {
        let code =
            "fn f(x: Option<u8>) -> u8 {\n    let Some(y) = x else { return 0 };\n    y\n}\n";
        let found = found(code);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].starts_with("planted.rs:2: let-else"));
    }

    #[test]
    fn accepts_if_else_and_if_let_else() {
        let code = r#"
            fn f(x: Option<u8>) -> u8 {
                let a = if x.is_some() { 1 } else if x == Some(2) { 2 } else { 3 };
                if let Some(y) = x { y } else { a }
            }
        "#;
        assert_eq!(found(code), Vec::<String>::new());
    }

    #[test]
    fn catches_destructuring_assignments() {
        let code = r#"
            struct S { a: u8 }
            fn f(mut a: u8, mut b: u8, v: &mut [u8]) {
                (a, b) = (b, a);
                [v[0], v[1]] = [1, 2];
                S { a } = S { a: 1 };
                _ = a;
                assert!({ (a, b) = (1, 2); a == b });
            }
        "#;
        let found = found(code);
        assert_eq!(found.len(), 5, "{found:#?}");
        assert!(found[0].starts_with("planted.rs:4: destructuring assignment"));
    }

    #[test]
    fn accepts_plain_assignments_and_let_patterns() {
        let code = r#"
            fn f(mut a: u8, v: &mut [u8], p: &mut (u8, u8)) {
                let (x, y) = (1, 2);
                a = x;
                v[0] = y;
                (*p).0 = a;
                (a) = 3;
                p.1 = a;
            }
        "#;
        assert_eq!(found(code), Vec::<String>::new());
    }
}
