//! The layers of `src/`, checked from the code itself: every file belongs to
//! a layer, and imports point down the layers, never up and never in a
//! circle; no file imports a name through the crate root's re-exports; no
//! source file is over 1,000 lines; the typed API does not know the
//! run-time tensors. `docs/guide/layout.md` describes the layers.
//!
//! The code is read as text, as a reader follows it: comments, strings and
//! test modules are left out, each `use` and each path through `crate`,
//! `self` or `super` is resolved to the file that defines the name (through
//! the `pub use` re-exports of a module's facade, which are its table of
//! contents rather than code of its own), and the files and their imports
//! form a graph.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers from the bottom up, each the top-level modules of `src/` it
/// holds (a root file is a module of its own): a file may import from its
/// own layer and the ones below.
const LAYERS: &[(&str, &[&str])] = &[
    ("the dtype table", &["dtypes"]),
    ("instruction sets", &["simd"]),
    ("one element", &["scalar"]),
    (
        "the lattice core",
        &[
            "dtype",
            "promote",
            "strict",
            "lossless",
            "promote_x32",
            "policy",
            "runtime",
            "table",
            "info",
            "size",
        ],
    ),
    ("slice kernels", &["kernels"]),
    ("the typed API", &["tensor"]),
    (
        "run-time tensors and engines",
        &["dynamic", "candle", "burn"],
    ),
    ("files", &["io"]),
    ("the crate's root and its guide", &["", "guide"]),
];

/// The most lines a source file may have (test files aside).
const MAX_LINES: usize = 1000;

/// One file of `src/`.
struct File {
    /// Its path under `src/`.
    path: String,
    /// Its module's path from the crate root (`[]` for `lib.rs`).
    module: Vec<String>,
    /// Its text, with comments, strings, character literals and test
    /// modules blanked out (lines kept).
    code: String,
    /// Its number of lines.
    lines: usize,
    /// Whether it is a test module (`#[cfg(test)] mod tests;`).
    test: bool,
}

/// A `use` or a path in code: where it stands, the module it is resolved
/// from, the path as written, and whether it is a re-export (`pub use`).
struct Reference {
    file: usize,
    line: usize,
    scope: Vec<String>,
    path: Vec<String>,
    reexport: bool,
    /// Whether it is a `use`, which binds its last name in `scope`.
    binds: bool,
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file from its path under `src/`.
fn module_of(relative: &str) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    let last = parts.last().map(String::as_str);
    if matches!(last, Some("lib" | "mod")) {
        parts.pop();
    }
    parts
}

/// `text` with comments, string and character literals replaced by spaces
/// (newlines kept, so that line numbers stay).
fn strip(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(b.len());
    let blank = |out: &mut String, s: &[u8]| {
        for &c in s {
            out.push(if c == b'\n' { '\n' } else { ' ' });
        }
    };
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (0, 0);
            while j < rest.len() {
                if rest[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, &rest[..j]);
            i += j;
        } else if let Some(len) = raw_string(rest) {
            blank(&mut out, &rest[..len]);
            i += len;
        } else if rest[0] == b'"' || rest.starts_with(b"b\"") {
            let mut j = if rest[0] == b'"' { 1 } else { 2 };
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, &rest[..(j + 1).min(rest.len())]);
            i += j + 1;
        } else if let Some(len) = char_literal(&text[i..]) {
            blank(&mut out, &rest[..len]);
            i += len;
        } else {
            // Copy one character (whole, for UTF-8).
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&text[i..i + len]);
            i += len;
        }
    }
    out
}

/// The length of a raw string literal at the start of `s` (`r"…"`,
/// `r#"…"#`, `br"…"`), if there is one.
fn raw_string(s: &[u8]) -> Option<usize> {
    let start = if s.starts_with(b"br") {
        2
    } else if s.starts_with(b"r") {
        1
    } else {
        return None;
    };
    let hashes = s[start..].iter().take_while(|&&c| c == b'#').count();
    if s.get(start + hashes) != Some(&b'"') {
        return None;
    }
    let mut close = vec![b'"'];
    close.extend(std::iter::repeat_n(b'#', hashes));
    let body = start + hashes + 1;
    let end = s[body..]
        .windows(close.len())
        .position(|w| w == close.as_slice())?;
    Some(body + end + close.len())
}

/// The length of a character (or byte) literal at the start of `s`, if
/// there is one (a lifetime is not).
fn char_literal(s: &str) -> Option<usize> {
    let start = usize::from(s.starts_with("b'"));
    let body = s[start..].strip_prefix('\'')?;
    let len = if let Some(escaped) = body.strip_prefix('\\') {
        // `\n`, `\'`, `\u{…}`: the escaped character, then up to the quote.
        let first = escaped.chars().next()?.len_utf8();
        1 + first + escaped[first..].find('\'')?
    } else {
        body.chars().next()?.len_utf8()
    };
    body[len..].starts_with('\'').then_some(start + len + 2)
}

/// The byte ranges of the test modules written inline (`#[cfg(test)] mod
/// name { … }`), and the names of those declared as files.
fn test_modules(code: &str) -> (Vec<(usize, usize)>, Vec<String>) {
    let (mut inline, mut files) = (Vec::new(), Vec::new());
    let mut at = 0;
    while let Some(found) = code[at..].find("#[cfg(test)]") {
        let start = at + found;
        let after = code[start + 12..].trim_start();
        let offset = code.len() - after.len();
        if let Some(rest) = after.strip_prefix("mod ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let tail = rest[name.len()..].trim_start();
            if tail.starts_with(';') {
                files.push(name);
            } else if tail.starts_with('{') {
                let open = offset + 4 + (rest.len() - tail.len());
                let end = matching_brace(code, open);
                inline.push((start, end));
            }
        }
        at = offset;
    }
    (inline, files)
}

/// The byte just past the brace that closes the one at `open`.
fn matching_brace(code: &str, open: usize) -> usize {
    let mut depth = 0;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The modules written inline in a file (`mod name { … }`), as byte ranges
/// and names, so that a path inside one is resolved from it.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(i) = code[at..].find("mod ") {
        let start = at + i;
        at = start + 4;
        if start > 0 && code[..start].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let rest = &code[start + 4..];
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        let tail = rest[name.len()..].trim_start();
        if !name.is_empty() && tail.starts_with('{') {
            let open = start + 4 + (rest.len() - tail.len());
            found.push((open, matching_brace(code, open), name));
        }
    }
    found
}

/// The paths a `use` tree names: each path's segments, ending with the
/// name it binds (a leaf `self` binds its module's name).
fn use_paths(tree: &str) -> Vec<Vec<String>> {
    fn walk(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if let Some(inner) = tree.strip_prefix('{') {
            let inner = inner.strip_suffix('}').unwrap_or(inner);
            let (mut depth, mut start) = (0, 0);
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        walk(prefix, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            walk(prefix, &inner[start..], out);
            return;
        }
        if tree.is_empty() {
            return;
        }
        if let Some((head, rest)) = tree.split_once("::") {
            let mut next = prefix.to_vec();
            next.push(head.trim().to_string());
            walk(&next, rest, out);
            return;
        }
        let leaf = tree.split(" as ").next().unwrap_or(tree).trim();
        let mut path = prefix.to_vec();
        if leaf != "self" {
            path.push(leaf.to_string());
        }
        out.push(path);
    }
    let mut out = Vec::new();
    walk(&[], tree, &mut out);
    out
}

/// The paths of a module's `use` statements and of its code that start at
/// `crate`, `self` or `super`.
fn references(file_index: usize, file: &File) -> Vec<Reference> {
    let code = &file.code;
    let modules = inline_modules(code);
    let scope_at = |at: usize| {
        let mut scope = file.module.clone();
        for (open, close, name) in &modules {
            if (*open..*close).contains(&at) {
                scope.push(name.clone());
            }
        }
        scope
    };
    let line_at = |at: usize| code[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    // `use` statements.
    let mut at = 0;
    let mut in_use = Vec::new();
    while let Some(i) = code[at..].find("use ") {
        let start = at + i;
        at = start + 4;
        if start > 0
            && code[..start]
                .chars()
                .next_back()
                .is_some_and(|c| is_ident(c) || c == '$')
        {
            continue;
        }
        let end = start + code[start..].find(';').unwrap_or(code.len() - start);
        let statement = &code[start + 4..end];
        in_use.push((start, end));
        // A `pub use` re-exports: a module's table of contents, which a
        // path through it follows rather than an import of its own code.
        let line_start = code[..start].rfind('\n').map_or(0, |n| n + 1);
        let reexport = code[line_start..start].trim_start().starts_with("pub");
        for path in use_paths(statement) {
            if path.first().is_some_and(|s| s.starts_with('$')) {
                continue;
            }
            out.push(Reference {
                file: file_index,
                line: line_at(start),
                scope: scope_at(start),
                path,
                reexport,
                binds: true,
            });
        }
    }
    // Paths in code: every `a::b…` that is not part of a longer path.
    let mut at = 0;
    while let Some(i) = code[at..].find("::") {
        let colons = at + i;
        at = colons + 2;
        let start = code[..colons]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| is_ident(c))
            .last()
            .map_or(colons, |(j, _)| j);
        let prev = code[..start].chars().next_back();
        if start == colons || prev.is_some_and(|c| c == '$' || c == ':' || is_ident(c)) {
            continue;
        }
        if in_use.iter().any(|&(s, e)| (s..e).contains(&start)) {
            continue;
        }
        let text: String = code[start..]
            .chars()
            .take_while(|&c| is_ident(c) || c == ':')
            .collect();
        at = start + text.len();
        let path: Vec<String> = text
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        out.push(Reference {
            file: file_index,
            line: line_at(start),
            scope: scope_at(start),
            path,
            reexport: false,
            binds: false,
        });
    }
    out
}

/// Each module's names bound by its `use` statements to paths of this
/// crate.
type Bindings = BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>;

/// `path` made absolute from `scope`: `crate`, `self` and `super` resolved;
/// a path from an extern crate is `None`.
fn absolute(
    scope: &[String],
    path: &[String],
    modules: &BTreeMap<Vec<String>, usize>,
    bindings: &Bindings,
) -> Option<Vec<String>> {
    let mut abs: Vec<String> = Vec::new();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => rest = &path[1..],
        Some("self" | "super") => {
            abs = scope.to_vec();
            while let Some(head) = rest.first() {
                match head.as_str() {
                    "self" => {}
                    "super" => {
                        abs.pop();
                    }
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        Some(first) => {
            // A child module of the scope, a name its `use` statements bind
            // to a path of this crate, or another crate's.
            let mut child = scope.to_vec();
            child.push(first.to_string());
            if modules.contains_key(&child) {
                abs = scope.to_vec();
            } else if let Some(bound) = bindings.get(scope).and_then(|b| b.get(first)) {
                abs = bound.clone();
                rest = &path[1..];
            } else {
                return None;
            }
        }
        None => return None,
    }
    abs.extend(rest.iter().cloned());
    Some(abs)
}

#[test]
fn imports_point_down_the_layers_never_in_a_circle() {
    let problems = problems(&src_dir());
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A tree that breaks each rule once is reported once for each.
#[test]
fn each_broken_rule_is_reported() {
    let dir = std::env::temp_dir().join(format!("dtype-lattice-layout-{}", std::process::id()));
    let files: &[(&str, String)] = &[
        (
            "lib.rs",
            "mod scalar;\nmod simd;\nmod tensor;\npub use crate::scalar::Thing;\n".into(),
        ),
        // An upward import, from the instruction sets to one element.
        ("simd/mod.rs", "use crate::scalar::Thing;\n".into()),
        // A circle, and a name through the root's re-exports.
        (
            "scalar/mod.rs",
            "mod a;\nmod b;\npub struct Thing;\n".into(),
        ),
        ("scalar/a.rs", "use super::b::B;\npub struct A;\n".into()),
        (
            "scalar/b.rs",
            "use super::a::A;\nuse crate::Thing;\npub struct B;\n".into(),
        ),
        // The typed API naming the dynamic feature, in a long file.
        (
            "tensor/mod.rs",
            format!(
                "#[cfg(feature = \"dynamic\")]\nfn f() {{}}\n{}",
                "// …\n".repeat(MAX_LINES)
            ),
        ),
    ];
    for (path, text) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let found = problems(&dir);
    fs::remove_dir_all(&dir).unwrap();
    let expected = [
        "simd/mod.rs:1: `crate::scalar::Thing` reaches up from instruction sets to one element",
        "scalar/b.rs:2: `crate::Thing` comes through the crate root's re-exports",
        "an import circle: scalar/a.rs, scalar/b.rs",
        "tensor/mod.rs: 1002 lines, over 1000",
        "tensor/mod.rs:1: the typed API names the `dynamic` feature",
    ];
    for e in expected {
        assert!(
            found.iter().any(|p| p.starts_with(e)),
            "`{e}` not in:\n{}",
            found.join("\n")
        );
    }
    assert_eq!(found.len(), expected.len(), "{}", found.join("\n"));
}

/// What `src` breaks of the rules, one line each.
fn problems(src: &Path) -> Vec<String> {
    let mut paths = Vec::new();
    rust_files(src, &mut paths);
    // Each file, and the test modules it declares as files
    // (`#[cfg(test)] mod tests;`).
    let mut declared: Vec<Vec<String>> = Vec::new();
    let mut files: Vec<File> = paths
        .iter()
        .map(|p| {
            let text = fs::read_to_string(p).expect("a source file is readable");
            let relative = p
                .strip_prefix(src)
                .expect("under src/")
                .to_string_lossy()
                .replace('\\', "/");
            let module = module_of(&relative);
            let mut code = strip(&text);
            let (tests, names) = test_modules(&code);
            for &(s, e) in tests.iter().rev() {
                let blanked: String = code[s..e]
                    .chars()
                    .map(|c| if c == '\n' { '\n' } else { ' ' })
                    .collect();
                code.replace_range(s..e, &blanked);
            }
            declared.extend(names.into_iter().map(|n| {
                let mut m = module.clone();
                m.push(n);
                m
            }));
            File {
                module,
                path: relative,
                lines: text.lines().count(),
                code,
                test: false,
            }
        })
        .collect();
    for f in &mut files {
        f.test = declared.iter().any(|m| f.module.starts_with(m));
    }

    // Every module, inline ones too, and the file that holds it.
    let mut modules: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    for (i, f) in files.iter().enumerate() {
        modules.insert(f.module.clone(), i);
        for (_, _, name) in inline_modules(&f.code) {
            let mut m = f.module.clone();
            m.push(name);
            modules.entry(m).or_insert(i);
        }
    }
    let references: Vec<Reference> = files
        .iter()
        .enumerate()
        .filter(|(_, f)| !f.test)
        .flat_map(|(i, f)| references(i, f))
        .collect();
    // Each module's names bound by its `use` statements, to follow.
    let mut bindings: Bindings = BTreeMap::new();
    for r in references.iter().filter(|r| r.binds) {
        if r.path.last().is_some_and(|l| l == "*") {
            continue;
        }
        if let Some(abs) = absolute(&r.scope, &r.path, &modules, &BTreeMap::new())
            && let Some(name) = abs.last()
        {
            bindings
                .entry(r.scope.clone())
                .or_default()
                .insert(name.clone(), abs.clone());
        }
    }
    // The file that defines what an absolute path names: the longest
    // module prefix, through the names its `use` statements bind.
    let resolve = |abs: &[String]| -> Option<usize> {
        let mut abs = abs.to_vec();
        for _ in 0..16 {
            let n = (0..=abs.len())
                .rev()
                .find(|&n| modules.contains_key(&abs[..n]))?;
            let module = abs[..n].to_vec();
            let Some(next) = abs.get(n) else {
                return modules.get(&module).copied();
            };
            match bindings.get(&module).and_then(|b| b.get(next)) {
                Some(target) if target != &abs[..=n] => {
                    let mut followed = target.clone();
                    followed.extend(abs[n + 1..].iter().cloned());
                    abs = followed;
                }
                _ => return modules.get(&module).copied(),
            }
        }
        None
    };

    let root_modules: BTreeSet<&str> = modules
        .keys()
        .filter(|m| m.len() == 1)
        .map(|m| m[0].as_str())
        .collect();
    let root = &files[modules[&Vec::new()]];
    // The crate root's macros (`#[macro_export]`, and the proc macro it
    // re-exports) live at the root by necessity: a path to one leads to the
    // file that defines it (none for the proc macro).
    let mut root_macros: BTreeMap<String, Option<usize>> = BTreeMap::new();
    for (i, f) in files.iter().enumerate() {
        let mut at = 0;
        while let Some(found) = f.code[at..].find("#[macro_export]") {
            at += found + 15;
            if let Some(j) = f.code[at..].find("macro_rules!") {
                let name: String = f.code[at + j + 12..]
                    .trim_start()
                    .chars()
                    .take_while(|&c| is_ident(c))
                    .collect();
                root_macros.insert(name, Some(i));
            }
        }
    }
    for line in root
        .code
        .lines()
        .filter(|l| l.contains("dtype_lattice_macros::"))
    {
        if let Some(name) = line.rsplit("::").next() {
            root_macros.insert(name.trim_end_matches(';').trim().to_string(), None);
        }
    }
    let layer = |module: &[String]| -> usize {
        let top = module.first().map_or("", String::as_str);
        LAYERS
            .iter()
            .position(|(_, tops)| tops.contains(&top))
            .unwrap_or_else(|| {
                panic!("`{top}` belongs to no layer: add it to LAYERS and to docs/guide/layout.md")
            })
    };

    let mut problems = Vec::new();
    let mut edges: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
    for r in &references {
        let from = &files[r.file];
        let Some(abs) = absolute(&r.scope, &r.path, &modules, &bindings) else {
            continue;
        };
        if r.path.first().is_some_and(|s| s == "crate")
            && !from.module.is_empty()
            && let Some(first) = abs.first()
            && !root_modules.contains(first.as_str())
            && !root_macros.contains_key(first)
        {
            problems.push(format!(
                "{}:{}: `{}` comes through the crate root's re-exports: import it from the module that defines it",
                from.path,
                r.line,
                r.path.join("::")
            ));
        }
        let to = match abs.first().and_then(|first| root_macros.get(first)) {
            Some(&defined) => defined,
            None => resolve(&abs),
        };
        let Some(to) = to else { continue };
        if to == r.file || files[to].test {
            continue;
        }
        let (a, b) = (layer(&from.module), layer(&files[to].module));
        if b > a {
            problems.push(format!(
                "{}:{}: `{}` reaches up from {} to {} ({})",
                from.path,
                r.line,
                r.path.join("::"),
                LAYERS[a].0,
                LAYERS[b].0,
                files[to].path
            ));
        }
        if !r.reexport {
            edges.entry(r.file).or_default().insert(to);
        }
    }
    for component in circles(files.len(), &edges) {
        let names: Vec<&str> = component.iter().map(|&i| files[i].path.as_str()).collect();
        problems.push(format!("an import circle: {}", names.join(", ")));
    }
    for f in files.iter().filter(|f| !f.test && f.lines > MAX_LINES) {
        problems.push(format!("{}: {} lines, over {MAX_LINES}", f.path, f.lines));
    }
    for f in files.iter().filter(|f| f.path.starts_with("tensor/")) {
        // The feature's name is a string: read the text, comments aside.
        let text = fs::read_to_string(src.join(&f.path)).expect("a source file is readable");
        for (i, line) in text.lines().enumerate() {
            if line.contains("feature = \"dynamic\"") && !line.trim_start().starts_with("//") {
                problems.push(format!(
                    "{}:{}: the typed API names the `dynamic` feature: run-time tensors build on it, not in it",
                    f.path,
                    i + 1
                ));
            }
        }
    }
    problems
}

/// The strongly connected components of more than one file (Tarjan's
/// algorithm): each an import circle.
fn circles(n: usize, edges: &BTreeMap<usize, BTreeSet<usize>>) -> Vec<Vec<usize>> {
    struct State<'a> {
        edges: &'a BTreeMap<usize, BTreeSet<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        let targets: Vec<usize> = s
            .edges
            .get(&v)
            .map(|t| t.iter().copied().collect())
            .unwrap_or_default();
        for w in targets {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort_unstable();
                s.out.push(component);
            }
        }
    }
    let mut s = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out
}
