//! What XLA's CPU code takes from the machine rather than computes itself:
//! the C library's functions (`sinf`, `atan2f`, `cbrtf`, …, and `erf`,
//! which Rust lacks), and the x86 flags DAZ and FTZ, under which XLA runs
//! everything, the C library's functions included.
//!
//! # Which C functions
//!
//! XLA's compiled code calls the functions its runtime links: on Linux,
//! glibc's, as jaxlib binds them. jaxlib is built for old glibc versions
//! (manylinux), so it binds the oldest versions of the symbols glibc keeps
//! several of: `exp`, `log`, `pow` and their `f32` forms `GLIBC_2.2.5`,
//! whose wrappers test special cases with float comparisons (under DAZ, a
//! subnormal operand of `log` is a zero there: `-inf`). Rust's own
//! `f32::cbrt` is not the C library's at all (it is a port of musl's, which
//! rounds some values the other way, and whose symbol the linker prefers).
//! So each function here is looked up once by name in the C library, at
//! that version where glibc has it ([`glibc_symbol`]), and called through
//! the pointer; elsewhere the linked symbol of that name is called.

use std::sync::OnceLock;

/// The C library's symbol `name`, at glibc's oldest version (`GLIBC_2.2.5`,
/// as jaxlib binds it) where there is one, else at its default version.
#[cfg(all(target_os = "linux", target_env = "gnu", feature = "tensor"))]
fn glibc_symbol(name: &core::ffi::CStr) -> Option<*mut libc::c_void> {
    // SAFETY: `dlvsym` and `dlsym` with `RTLD_DEFAULT` and NUL-terminated
    // names only look the names up; they return null where there is none.
    let found = unsafe {
        let old = libc::dlvsym(libc::RTLD_DEFAULT, name.as_ptr(), c"GLIBC_2.2.5".as_ptr());
        if old.is_null() {
            libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr())
        } else {
            old
        }
    };
    (!found.is_null()).then_some(found)
}

/// Declares C library functions of floats, each by the C function's name,
/// looked up once ([`glibc_symbol`]) and called through the pointer found,
/// or else the linked symbol of that name.
macro_rules! c_functions {
    ($($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),*) -> $r:ty;)*) => {$(
        $(#[$doc])*
        #[inline]
        pub(crate) fn $name($($a: $t),*) -> $r {
            static FOUND: OnceLock<extern "C" fn($($t),*) -> $r> = OnceLock::new();
            let f = *FOUND.get_or_init(|| {
                // SAFETY: the C standard library's function of this name
                // (C99 §7.12), present in every C runtime the crate builds
                // for and linked with Rust's `std` already: a pure function
                // of its arguments, defined for every value (NaN and
                // infinities included), which touches no memory; declaring
                // it `safe` is sound for this signature.
                unsafe extern "C" {
                    #[link_name = stringify!($name)]
                    safe fn linked($($a: $t),*) -> $r;
                }
                // The name as a C string, checked when the crate compiles.
                #[cfg(all(target_os = "linux", target_env = "gnu", feature = "tensor"))]
                const NAME: &core::ffi::CStr =
                    match core::ffi::CStr::from_bytes_with_nul(concat!(stringify!($name), "\0").as_bytes()) {
                        Ok(name) => name,
                        Err(_) => panic!("a C function's name has no NUL"),
                    };
                #[cfg(all(target_os = "linux", target_env = "gnu", feature = "tensor"))]
                if let Some(found) = glibc_symbol(NAME) {
                    // SAFETY: the symbol found is glibc's function of this
                    // name: the one `linked` declares, of this signature.
                    return unsafe {
                        core::mem::transmute::<*mut libc::c_void, extern "C" fn($($t),*) -> $r>(found)
                    };
                }
                linked
            });
            f($($a),*)
        }
    )*};
}

c_functions! {
    /// `sinf`.
    fn sinf(x: f32) -> f32;
    /// `cosf`.
    fn cosf(x: f32) -> f32;
    /// `tanf`.
    fn tanf(x: f32) -> f32;
    /// `atanf`.
    fn atanf(x: f32) -> f32;
    /// `atan2f`.
    fn atan2f(y: f32, x: f32) -> f32;
    /// `cbrtf`.
    fn cbrtf(x: f32) -> f32;
    /// `powf`.
    fn powf(x: f32, y: f32) -> f32;
    /// `sin`.
    fn sin(x: f64) -> f64;
    /// `cos`.
    fn cos(x: f64) -> f64;
    /// `tan`.
    fn tan(x: f64) -> f64;
    /// `atan`.
    fn atan(x: f64) -> f64;
    /// `atan2`.
    fn atan2(y: f64, x: f64) -> f64;
    /// `cbrt`.
    fn cbrt(x: f64) -> f64;
    /// `pow`.
    fn pow(x: f64, y: f64) -> f64;
    /// `log`.
    fn log(x: f64) -> f64;
    /// `erf`.
    fn erf(x: f64) -> f64;
}

// XLA's `float16` `exp` and `log`, which the crate computes with XLA's own
// `f32` approximations (they round to the same `float16`): for its tests.
#[cfg(test)]
c_functions! {
    /// `expf`.
    fn expf(x: f32) -> f32;
    /// `logf`.
    fn logf(x: f32) -> f32;
}

/// DAZ (bit 6) and FTZ (bit 15) of x86's MXCSR.
#[cfg(target_arch = "x86_64")]
const DAZ_FTZ: u32 = (1 << 6) | (1 << 15);

/// XLA's floating-point mode, set for as long as it lives: on x86_64, DAZ
/// and FTZ in this thread's MXCSR (a subnormal operand of any instruction
/// reads as a zero of its sign, and a result tiny before rounding is one),
/// and the caller's mode back when it is dropped, also by a panic's
/// unwinding. The element functions' loops run under it, so that the C
/// library's functions see what XLA's calls of them see, and the crate's
/// own arithmetic flushes as XLA's does. Elsewhere it does nothing, and the
/// crate's code flushes by itself (`scalar::functions::flush32`).
pub(crate) struct XlaFloatMode {
    #[cfg(target_arch = "x86_64")]
    saved: u32,
}

impl XlaFloatMode {
    /// Sets DAZ and FTZ, keeping the rest of MXCSR (rounding, exception
    /// masks) as it is.
    #[inline]
    pub(crate) fn enter() -> Self {
        #[cfg(target_arch = "x86_64")]
        {
            let saved = read_mxcsr();
            write_mxcsr(saved | DAZ_FTZ);
            XlaFloatMode { saved }
        }
        #[cfg(not(target_arch = "x86_64"))]
        XlaFloatMode {}
    }
}

impl Drop for XlaFloatMode {
    #[inline]
    fn drop(&mut self) {
        #[cfg(target_arch = "x86_64")]
        write_mxcsr(self.saved);
    }
}

/// This thread's MXCSR.
#[cfg(target_arch = "x86_64")]
#[inline]
fn read_mxcsr() -> u32 {
    let mut csr = 0_u32;
    // SAFETY: `stmxcsr` stores the 4-byte MXCSR at the address given, which
    // is `csr`'s, a live, aligned, writable `u32`; SSE is part of x86_64's
    // baseline. It touches no other memory and no flags.
    unsafe {
        core::arch::asm!(
            "stmxcsr [{}]",
            in(reg) &mut csr,
            options(nostack, preserves_flags),
        );
    }
    csr
}

/// Sets this thread's MXCSR.
#[cfg(target_arch = "x86_64")]
#[inline]
fn write_mxcsr(csr: u32) {
    // SAFETY: `ldmxcsr` loads MXCSR from `csr`, a live, aligned `u32`. The
    // values written are the thread's own MXCSR, read by `read_mxcsr`, with
    // at most DAZ and FTZ added: no reserved bit is set (which would fault),
    // the rounding mode and the exception masks are unchanged. Rust's code
    // assumes nothing of DAZ and FTZ beyond what they do to the values of
    // its float operations, which is their purpose here; the mode is
    // restored before any other code runs (`XlaFloatMode`'s `Drop`).
    unsafe {
        core::arch::asm!(
            "ldmxcsr [{}]",
            in(reg) &csr,
            options(nostack, preserves_flags, readonly),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mode_flushes_while_it_lives_and_is_restored() {
        let tiny = core::hint::black_box(f32::MIN_POSITIVE);
        assert!((tiny * 0.5) > 0.0, "no flushing outside the mode");
        {
            let _mode = XlaFloatMode::enter();
            let half = core::hint::black_box(tiny) * 0.5;
            #[cfg(target_arch = "x86_64")]
            assert_eq!(half, 0.0, "FTZ: a subnormal result is zero");
            #[cfg(not(target_arch = "x86_64"))]
            let _ = half;
        }
        assert!((core::hint::black_box(tiny) * 0.5) > 0.0, "restored");
        // The C library's functions, by their C names.
        assert_eq!(cbrtf(8.0), 2.0);
        assert_eq!(erf(0.0), 0.0);
    }
}
