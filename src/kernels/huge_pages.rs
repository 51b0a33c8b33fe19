//! Huge-page hints for large outputs, as NumPy gives its large arrays.

use std::collections::TryReserveError;
use std::vec::Vec;

/// An empty vector with room for `n` elements, allocated fallibly, so that an
/// output larger than memory is an error for the caller to report, not an
/// abort. Large ones (4 MiB and more) are marked for transparent huge pages,
/// as NumPy marks its large arrays: the first write into fresh memory then
/// faults once per 2 MiB instead of once per 4 KiB, which halves the time of
/// an operation that allocates its output. A hint only: where the kernel does
/// not take it, nothing changes.
pub(crate) fn output_vec<T>(n: usize) -> Result<Vec<T>, TryReserveError> {
    let mut out: Vec<T> = Vec::new();
    out.try_reserve_exact(n)?;
    #[cfg(all(target_os = "linux", feature = "tensor"))]
    huge_pages(out.as_ptr().cast(), out.capacity() * size_of::<T>());
    Ok(out)
}

/// `madvise(MADV_HUGEPAGE)` on the whole pages inside `len` bytes at `start`.
#[cfg(all(target_os = "linux", feature = "tensor"))]
fn huge_pages(start: *const u8, len: usize) {
    const LARGE: usize = 4 << 20;
    if len < LARGE {
        return;
    }
    // SAFETY: `sysconf` only reads a value.
    let page = match usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }) {
        Ok(page) if page.is_power_of_two() => page,
        _ => return,
    };
    if let Some((first, pages_len)) = whole_pages(start.addr(), len, page) {
        // SAFETY: the range lies inside one live allocation (whole pages of
        // it), and MADV_HUGEPAGE changes only how the kernel backs those
        // pages, never their contents. The result is ignored: it is a hint.
        unsafe {
            libc::madvise(
                start.with_addr(first).cast_mut().cast(),
                pages_len,
                libc::MADV_HUGEPAGE,
            )
        };
    }
}

/// The first address and the length of the whole pages (of `page` bytes, a
/// power of two) inside `len` bytes at `start`, if there are any.
#[cfg(any(test, all(target_os = "linux", feature = "tensor")))]
fn whole_pages(start: usize, len: usize, page: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(page)?;
    let end = start.checked_add(len)? & !(page - 1);
    (first < end).then(|| (first, end - first))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_page_hints_cover_only_whole_pages_inside_the_allocation() {
        assert_eq!(whole_pages(4096, 8192, 4096), Some((4096, 8192)));
        assert_eq!(whole_pages(4112, 3 * 4096, 4096), Some((8192, 8192)));
        assert_eq!(whole_pages(4112, 4096, 4096), None);
        assert_eq!(whole_pages(0, 0, 4096), None);
        assert_eq!(whole_pages(usize::MAX - 10, 5, 4096), None);
        assert_eq!(whole_pages(usize::MAX - 10, 20, 4096), None);
        // A large output is an ordinary vector, hint or not.
        let mut v = output_vec::<f32>(3 << 20).unwrap();
        assert!(v.is_empty() && v.capacity() >= 3 << 20);
        // One the allocator cannot give is an error, not an abort.
        assert!(output_vec::<u8>(1 << 60).is_err());
        v.resize(3 << 20, 1.5);
        assert!(v.iter().all(|&x| x == 1.5));
    }
}
