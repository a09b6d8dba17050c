//! Distributed arrays: creation, `DISTRIBUTE`, `ALIGN`, destruction, element access outside
//! parallel loops.

use std::ffi::{c_char, c_void};

use super::{check_rank, slice_arg};
use crate::abi::types::{
    DvmhArray, DVMH_DIST_BLOCK, DVMH_DIST_GEN_BLOCK, DVMH_DIST_MULT_BLOCK, DVMH_DIST_STAR,
    DVMH_DIST_WGT_BLOCK,
};
use crate::array::{name_from_c, ArrayObject};
use crate::boxes::IndexBox;
use crate::distrib::{decode_rules, DimFormat};
use crate::error::{self, OrRaise};
use crate::types::ElemType;
use crate::{device, exchange, remap, state};

/// Creates an array (or, with `DVMH_TYPE_TEMPLATE`, a template) with declared bounds
/// `lower[k]..upper[k]` and shadow widths; it is placed by `dvmh_distribute`/`dvmh_align`.
/// Null `shadow_lo`/`shadow_hi` mean widths 0.
///
/// # Safety
/// `name` is a NUL-terminated string or null; the other pointers point to `rank` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_array_create(
    name: *const c_char,
    r#type: i32,
    rank: i32,
    lower: *const i64,
    upper: *const i64,
    shadow_lo: *const i64,
    shadow_hi: *const i64,
) -> *mut DvmhArray {
    // SAFETY: forwarded contract.
    unsafe { dvmh_array_create_ex(name, r#type, 0, rank, lower, upper, shadow_lo, shadow_hi) }
}

/// [`dvmh_array_create`] with the length in bytes of an element: the length `n` of a
/// `DVMH_TYPE_CHAR` (`CHARACTER(len=n)`) element; for the other types 0 or the type's own
/// size.
///
/// # Safety
/// As [`dvmh_array_create`].
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn dvmh_array_create_ex(
    name: *const c_char,
    r#type: i32,
    elem_len: i64,
    rank: i32,
    lower: *const i64,
    upper: *const i64,
    shadow_lo: *const i64,
    shadow_hi: *const i64,
) -> *mut DvmhArray {
    const CALL: &str = "dvmh_array_create";
    // SAFETY: per the contract.
    let name = unsafe { name_from_c(name) };
    let r = check_rank(rank, CALL);
    let elem_len = if elem_len == 0 && r#type == crate::abi::types::DVMH_TYPE_CHAR {
        1
    } else {
        elem_len
    };
    let Some(ty) = ElemType::from_code_len(r#type, elem_len) else {
        error::fatal(format!(
            "{CALL}: array {name}: unknown type code {} or element length {elem_len}",
            r#type
        ));
    };
    // SAFETY: per the contract each non-null pointer has `rank` elements.
    let (lower, upper) = unsafe {
        (
            slice_arg(lower, r, "dvmh_array_create: lower bounds"),
            slice_arg(upper, r, "dvmh_array_create: upper bounds"),
        )
    };
    let zeros = [0i64; 7];
    // SAFETY: as above.
    let widths = |p: *const i64, what| unsafe {
        if p.is_null() {
            &zeros[..r]
        } else {
            slice_arg(p, r, what)
        }
    };
    let (slo, shi) = (
        widths(shadow_lo, "dvmh_array_create: low shadow widths"),
        widths(shadow_hi, "dvmh_array_create: high shadow widths"),
    );
    if let Some(k) = (0..r).find(|&k| slo[k] < 0 || shi[k] < 0) {
        error::fatal(format!(
            "{CALL}: array {name}: negative shadow width in dimension {}",
            k + 1
        ));
    }
    if let Some(k) = (0..r).find(|&k| upper[k].checked_sub(lower[k]).is_none()) {
        error::fatal(format!(
            "{CALL}: array {name}: dimension {} has more indices than the runtime can count ({}:{})",
            k + 1,
            lower[k],
            upper[k]
        ));
    }
    let bounds = IndexBox::new(lower, upper);
    // A shadow edge wider than its dimension holds nothing more; clamped, widths cannot make
    // the arithmetic on stored boxes overflow.
    let clamp = |widths: &[i64]| -> Vec<i64> {
        (0..r)
            .map(|k| widths[k].min(i64::try_from(bounds.extent(k)).unwrap_or(i64::MAX)))
            .collect()
    };
    ArrayObject::new(name, ty, bounds, &clamp(slo), &clamp(shi)).into_handle()
}

/// `DISTRIBUTE a(formats)` with BLOCK and `*` only: one `DVMH_DIST_*` per dimension; the
/// k-th distributed dimension goes to grid dimension k. Formats with parameters need
/// [`dvmh_distribute_ex`].
///
/// # Safety
/// `a` comes from `dvmh_array_create`; `formats` points to `rank` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_distribute(a: *mut DvmhArray, formats: *const i32) {
    // SAFETY: forwarded contract; no format may read parameters.
    unsafe {
        dvmh_distribute_ex(
            a,
            formats,
            std::ptr::null(),
            std::ptr::null(),
            std::ptr::null(),
        )
    }
}

/// `DISTRIBUTE a(formats)` with any formats. `counts[k]` is the length of dimension k's
/// parameter array; the parameters are read in dimension order from `ints` and `reals`:
/// `GEN_BLOCK` takes `counts[k]` sizes from `ints` (the first P, for P processors along its
/// grid dimension, must sum to the extent); `WGT_BLOCK` takes the block count n from `ints`
/// and `counts[k]` weights from `reals` (n <= `counts[k]`); `MULT_BLOCK` takes m from `ints`.
/// `counts` is ignored for the other formats. Null `counts` means no parameters. A
/// `counts[k]` of -1 (an array whose size is known only at run time): GEN_BLOCK's sizes, or
/// WGT_BLOCK's weights after n, are three `ints` instead: the array's address, its element
/// count and its element kind (1, 2, 4, 8: INTEGER of that many bytes; -4, -8: REAL).
///
/// # Safety
/// `a` comes from `dvmh_array_create`; `formats` and non-null `counts` point to `rank`
/// elements; `ints` and `reals` hold the parameters described above.
#[no_mangle]
pub unsafe extern "C" fn dvmh_distribute_ex(
    a: *mut DvmhArray,
    formats: *const i32,
    counts: *const i64,
    ints: *const i64,
    reals: *const f64,
) {
    const CALL: &str = "dvmh_distribute";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let formats = unsafe { decode_formats(array, formats, counts, ints, reals, CALL) };
    array.distribute(rt, &formats).or_raise();
    array.place_pending(rt).or_raise();
}

/// The formats of a `dvmh_distribute_ex`/`dvmh_redistribute` call (see there).
///
/// # Safety
/// As `dvmh_distribute_ex`.
unsafe fn decode_formats(
    array: &ArrayObject,
    formats: *const i32,
    counts: *const i64,
    ints: *const i64,
    reals: *const f64,
    call: &str,
) -> Vec<DimFormat> {
    let rank = array.state.rank();
    // SAFETY: per the contract.
    let codes = unsafe { slice_arg(formats, rank, "dvmh_distribute: formats") };
    let counts: Vec<i64> = if counts.is_null() {
        vec![0; rank]
    } else {
        // SAFETY: per the contract.
        unsafe { slice_arg(counts, rank, "dvmh_distribute: parameter counts") }.to_vec()
    };
    let name = array.state.name.clone();
    let bad = |what: String| -> ! { error::fatal(format!("{call}: array {name}: {what}")) };
    let (mut next_int, mut next_real) = (0usize, 0usize);
    let mut take_ints = |n: usize| -> Vec<i64> {
        // SAFETY: per the contract `ints` holds every integer parameter in order.
        let all = unsafe { slice_arg(ints, next_int + n, "dvmh_distribute: integer parameters") };
        next_int += n;
        all[next_int - n..].to_vec()
    };
    let mut take_reals = |n: usize| -> Vec<f64> {
        // SAFETY: per the contract `reals` holds every real parameter in order.
        let all = unsafe { slice_arg(reals, next_real + n, "dvmh_distribute: real parameters") };
        next_real += n;
        all[next_real - n..].to_vec()
    };
    let mut formats = Vec::with_capacity(rank);
    for (k, (&code, &count)) in codes.iter().zip(&counts).enumerate() {
        let needs_count = matches!(code, DVMH_DIST_GEN_BLOCK | DVMH_DIST_WGT_BLOCK);
        let in_memory = count == DVMH_PARAMS_IN_MEMORY;
        if needs_count && !in_memory && !(0..=i64::from(i32::MAX)).contains(&count) {
            bad(format!(
                "parameter count {count} of dimension {} is out of range",
                k + 1
            ));
        }
        let from_memory = |t: Vec<i64>| {
            // SAFETY: per the contract the triple describes the program's array.
            unsafe { format_array_values(t[0], t[1], t[2]) }
                .unwrap_or_else(|what| bad(format!("dimension {}: {what}", k + 1)))
        };
        formats.push(match code {
            DVMH_DIST_STAR => DimFormat::Star,
            DVMH_DIST_BLOCK => DimFormat::Block,
            DVMH_DIST_GEN_BLOCK if in_memory => {
                let sizes = from_memory(take_ints(3));
                DimFormat::GenBlock(sizes.into_iter().map(|v| v as i64).collect())
            }
            DVMH_DIST_GEN_BLOCK => DimFormat::GenBlock(take_ints(count as usize)),
            DVMH_DIST_WGT_BLOCK => {
                let blocks = take_ints(1)[0];
                let weights = if in_memory {
                    from_memory(take_ints(3))
                } else {
                    take_reals(count as usize)
                };
                DimFormat::WgtBlock { weights, blocks }
            }
            DVMH_DIST_MULT_BLOCK => DimFormat::MultBlock(take_ints(1)[0]),
            other => bad(format!("unknown distribution format {other}")),
        });
    }
    formats
}

/// A `counts[k]` of `dvmh_distribute_ex`: the parameters of GEN_BLOCK / WGT_BLOCK are read
/// from the program's array (address, element count, element kind in `ints`), for arrays
/// whose size is known only at run time (ALLOCATABLE, adjustable).
const DVMH_PARAMS_IN_MEMORY: i64 = -1;

/// The `len` elements at `addr` of the kind `kind` (1, 2, 4, 8: INTEGER of that many bytes;
/// -4, -8: REAL), as `f64` (exact for every block size and weight a program can hold).
///
/// # Safety
/// `addr` points to `len` elements of that kind, or is null (an error).
unsafe fn format_array_values(addr: i64, len: i64, kind: i64) -> Result<Vec<f64>, String> {
    if addr == 0 {
        return Err("the parameter array is not allocated".into());
    }
    let n = usize::try_from(len).map_err(|_| format!("the parameter array has {len} elements"))?;
    let p = addr as usize as *const u8;
    // SAFETY: per the contract, `p` holds `n` elements of the kind.
    let read = |i: usize| -> Option<f64> {
        unsafe {
            Some(match kind {
                1 => f64::from(p.cast::<i8>().add(i).read_unaligned()),
                2 => f64::from(p.cast::<i16>().add(i).read_unaligned()),
                4 => f64::from(p.cast::<i32>().add(i).read_unaligned()),
                8 => p.cast::<i64>().add(i).read_unaligned() as f64,
                -4 => f64::from(p.cast::<f32>().add(i).read_unaligned()),
                -8 => p.cast::<f64>().add(i).read_unaligned(),
                _ => return None,
            })
        }
    };
    (0..n)
        .map(|i| read(i).ok_or_else(|| format!("unknown parameter element kind {kind}")))
        .collect()
}

/// `REDISTRIBUTE a(formats) [NEW_VALUE]` (`new_value != 0`): the array (or template) `a`,
/// mapped by DISTRIBUTE or not mapped yet (a deferred DISTRIBUTE), gets the distribution
/// `formats` (parameters as for [`dvmh_distribute_ex`]); every array aligned with it
/// (directly or through others) follows with the same alignment. The values move between
/// the processes unless `new_value`. Collective. C-DVMH's `#pragma dvm redistribute` maps to
/// the same call.
///
/// # Safety
/// As [`dvmh_distribute_ex`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_redistribute(
    a: *mut DvmhArray,
    formats: *const i32,
    counts: *const i64,
    ints: *const i64,
    reals: *const f64,
    new_value: i32,
) {
    const CALL: &str = "dvmh_redistribute";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let formats = unsafe { decode_formats(array, formats, counts, ints, reals, CALL) };
    if !array.state.is_placed() {
        array.distribute(rt, &formats).or_raise();
        array.place_pending(rt).or_raise();
        return;
    }
    if !array.state.is_distributed() {
        error::fatal(format!(
            "REDISTRIBUTE of {}: the array is aligned with another one (REALIGN it instead)",
            array.state.name
        ));
    }
    let template = std::sync::Arc::new(array.template_for(rt, &formats, "REDISTRIBUTE").or_raise());
    let old = std::sync::Arc::clone(array.state.placement(CALL).or_raise().mapping().template());
    for handle in ArrayObject::mapped_onto(&old) {
        // SAFETY: the registry holds live handles; `array` is not used meanwhile.
        let object = unsafe { ArrayObject::from_handle(handle, CALL) }.or_raise();
        let mapping = object
            .state
            .placement(CALL)
            .or_raise()
            .mapping()
            .retarget(std::sync::Arc::clone(&template));
        remap::remap(rt, object, mapping, new_value != 0, "REDISTRIBUTE").or_raise();
    }
}

/// `REALIGN a(...) WITH base(...) [NEW_VALUE]`: rules as for [`dvmh_align`]. The array `a`
/// (mapped or not yet) gets the alignment; its values move unless `new_value != 0`. Arrays
/// aligned with `a` keep their mapping (alignments are composed to the root when made).
/// Collective. C-DVMH's `#pragma dvm realign` maps to the same call.
///
/// # Safety
/// As [`dvmh_align`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_realign(
    a: *mut DvmhArray,
    base: *mut DvmhArray,
    rules: *const i64,
    new_value: i32,
) {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let (array, base) = unsafe { array_and_base(a, base, "dvmh_realign") };
    // SAFETY: per the contract.
    let triples = unsafe { slice_arg(rules, 3 * base.state.rank(), "dvmh_realign: rules") };
    let rules = match decode_rules(triples, array.state.rank(), "dimension") {
        Ok(r) => r,
        Err(e) => error::fatal(format!(
            "REALIGN of {} with {}: {e}",
            array.state.name, base.state.name
        )),
    };
    let mapping = array.alignment(&base.state, &rules, "REALIGN").or_raise();
    array.set_distributed(false);
    let was_placed = array.state.is_placed();
    remap::remap(rt, array, mapping, new_value != 0, "REALIGN").or_raise();
    if !was_placed {
        array.place_pending(rt).or_raise();
    }
}

/// `ONTO P(l_1:h_1, ...)` of the next `dvmh_distribute`/`dvmh_distribute_ex`/
/// `dvmh_redistribute` of `a`: `name` is the `PROCESSORS` arrangement P (declared by
/// `dvmh_processors`; null: the processor grid), `section` holds `n` pairs `(lo, hi)` of
/// 0-based processor coordinates, one per dimension of P from the first (`n` 0: all of P);
/// the distributed dimensions are split among the processors of that section only, and the
/// others own nothing.
///
/// # Safety
/// `a` comes from `dvmh_array_create`; `name` is a NUL-terminated string or null; `section`
/// points to `2 * n` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_onto(
    a: *mut DvmhArray,
    name: *const c_char,
    n: i32,
    section: *const i64,
) {
    const CALL: &str = "dvmh_onto";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    let arrangement = (!name.is_null()).then(|| {
        // SAFETY: per the contract.
        let name = unsafe { name_from_c(name) };
        let grid = rt.arrangement(&name).or_raise();
        (name, grid)
    });
    let pairs: &[i64] = if n == 0 {
        &[]
    } else {
        let n = check_rank(n, CALL);
        // SAFETY: per the contract.
        unsafe { slice_arg(section, 2 * n, "dvmh_onto: section") }
    };
    let mut coords = Vec::with_capacity(pairs.len() / 2);
    for p in pairs.chunks(2) {
        let (Ok(lo), Ok(hi)) = (usize::try_from(p[0]), usize::try_from(p[1])) else {
            error::fatal(format!(
                "{CALL}: array {}: negative processor coordinates {}:{}",
                array.state.name, p[0], p[1]
            ));
        };
        coords.push((lo, hi));
    }
    array.state.onto = Some(crate::array::Onto {
        arrangement,
        section: coords,
    });
}

/// `ALIGN a(...) WITH base(...)`: 3 `int64` per base dimension, `(axis, coeff, offset)`.
/// With a base not mapped yet (a deferred DISTRIBUTE), `a` is mapped when the base is.
///
/// # Safety
/// `a` and `base` come from `dvmh_array_create`; `rules` points to `3 * rank(base)` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_align(a: *mut DvmhArray, base: *mut DvmhArray, rules: *const i64) {
    let rt = state::get().or_raise();
    if base.is_null() && !a.is_null() {
        // An allocatable base not allocated yet (ALLOCATE of the aligned array first).
        // SAFETY: per the contract.
        let array = unsafe { ArrayObject::from_handle(a, "dvmh_align") }.or_raise();
        error::fatal(format!(
            "ALIGN of {}: the array it is aligned with is not allocated (ALLOCATE it first)",
            array.state.name
        ));
    }
    // SAFETY: per the contract.
    let (array, base) = unsafe { array_and_base(a, base, "dvmh_align") };
    let base_rank = base.state.rank();
    // SAFETY: per the contract.
    let triples = unsafe { slice_arg(rules, 3 * base_rank, "dvmh_align: rules") };
    let rules = match decode_rules(triples, array.state.rank(), "dimension") {
        Ok(r) => r,
        Err(e) => error::fatal(format!(
            "ALIGN of {} with {}: {e}",
            array.state.name, base.state.name
        )),
    };
    if base.state.is_placed() {
        array.align(rt, &base.state, &rules).or_raise();
        array.place_pending(rt).or_raise();
    } else {
        // The base's DISTRIBUTE is deferred: the array is placed with it.
        array.align_later(base, rules).or_raise();
    }
}

/// Destroys an array; its handle and view are dead afterwards.
///
/// # Safety
/// `a` comes from `dvmh_array_create` and is not used again.
#[no_mangle]
pub unsafe extern "C" fn dvmh_array_free(a: *mut DvmhArray) {
    if let Some(d) = device::get() {
        // SAFETY: per the contract.
        let array = unsafe { ArrayObject::from_handle(a, "dvmh_array_free") }.or_raise();
        d.forget(array).or_raise();
    }
    // SAFETY: per the contract.
    unsafe { ArrayObject::free_handle(a, "dvmh_array_free") }.or_raise();
}

/// A standalone `SHADOW_RENEW a` (with `corner` != 0: `a(CORNER)`), C-DVMH's `#pragma dvm
/// shadow_renew(a)` outside parallel loops: this process's shadow edges of `a` get their
/// owners' values, so later loops read them without a renewal of their own. Collective.
/// When the device holds the current values only the edges move between it and the host.
///
/// # Safety
/// `a` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_shadow_renew(a: *mut DvmhArray, corner: i32) {
    const CALL: &str = "dvmh_shadow_renew";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    array.state.placement(CALL).or_raise();
    let what = format!("the SHADOW_RENEW of '{}'", array.state.name);
    let _stat = crate::stat::category(crate::stat::Category::Shadow);
    crate::parloop::renew_edges(rt, device::get(), array, corner != 0, &what).or_raise();
}

/// Checks an element index against the declared bounds and returns it as a slice.
fn checked_index<'a>(array: &ArrayObject, index: &'a [i64], call: &str) -> &'a [i64] {
    let state = &array.state;
    if state.ty.size() == 0 {
        error::fatal(format!(
            "{call}: {} is a template; it has no elements",
            state.name
        ));
    }
    if !state.bounds.contains(index) {
        let text: Vec<String> = index.iter().map(|i| i.to_string()).collect();
        error::fatal(format!(
            "{call}: index ({}) is outside the bounds of {}",
            text.join(", "),
            state.describe()
        ));
    }
    index
}

/// Reads one element on every process (the owner's value; collective).
///
/// # Safety
/// `a` is a live array; `index` has `rank` elements; `out` has room for one element.
#[no_mangle]
pub unsafe extern "C" fn dvmh_elem_read(a: *mut DvmhArray, index: *const i64, out: *mut c_void) {
    const CALL: &str = "dvmh_elem_read";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let index = unsafe { slice_arg(index, array.state.rank(), "dvmh_elem_read: index") };
    let index = checked_index(array, index, CALL);
    if let Some(d) = device::get() {
        d.use_element_on_host(array, index, CALL).or_raise();
    }
    let value = exchange::read_element(rt, array, index).or_raise();
    if out.is_null() {
        error::fatal(format!("{CALL}: the result pointer is null"));
    }
    // SAFETY: `out` has room for one element of the array's type.
    unsafe { std::ptr::copy_nonoverlapping(value.as_ptr(), out as *mut u8, value.len()) };
}

/// Writes one element on every process that stores it (owner or shadow copy).
///
/// # Safety
/// `a` is a live array; `index` has `rank` elements; `value` points to one element.
#[no_mangle]
pub unsafe extern "C" fn dvmh_elem_write(
    a: *mut DvmhArray,
    index: *const i64,
    value: *const c_void,
) {
    const CALL: &str = "dvmh_elem_write";
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let index = unsafe { slice_arg(index, array.state.rank(), "dvmh_elem_write: index") };
    let index = checked_index(array, index, CALL);
    super::device::on_host(array, true, CALL);
    let placement = array.state.placement_mut(CALL).or_raise();
    let layout = *placement.layout();
    if !layout.stored().contains(index) {
        return;
    }
    let size = layout.elem_size();
    // SAFETY: `value` points to one element of the array's type.
    let bytes = unsafe { slice_arg(value as *const u8, size, "dvmh_elem_write: value") };
    let at = layout.byte_offset(index);
    placement.storage_mut()[at..at + size].copy_from_slice(bytes);
}

/// The lower bound of dimension `dim` (0-based) of the actual argument `a` of the INHERIT
/// dummy `name`, which is declared with `rank` dimensions. The dummy sees the actual's
/// elements and distribution through its own index space (`REAL A(0:N-1)` for an actual
/// `B(1:N)`): the compiled code adds the difference of the two lower bounds to its
/// subscripts. A different rank is an error naming the dummy.
///
/// # Safety
/// `a` is a live handle; `name` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dvmh_inherit_lower(
    a: *mut DvmhArray,
    rank: i32,
    dim: i32,
    name: *const c_char,
) -> i64 {
    // SAFETY: per the contract.
    unsafe { inherit_bounds(a, rank, dim, name, "dvmh_inherit_lower") }.0
}

/// The upper bound of dimension `dim` (0-based) of the actual argument `a` of the INHERIT
/// dummy `name` declared with `rank` dimensions: an assumed-shape INHERIT dummy (`A(:, 0:)`)
/// takes its extents from its actual argument. A different rank is an error naming the
/// dummy.
///
/// # Safety
/// `a` is a live handle; `name` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dvmh_inherit_upper(
    a: *mut DvmhArray,
    rank: i32,
    dim: i32,
    name: *const c_char,
) -> i64 {
    // SAFETY: per the contract.
    unsafe { inherit_bounds(a, rank, dim, name, "dvmh_inherit_upper") }.1
}

/// The declared bounds of dimension `dim` of the actual argument `a` of an INHERIT dummy,
/// its rank checked against the dummy's `rank`.
///
/// # Safety
/// `a` is a live handle; `name` is null or a NUL-terminated string.
unsafe fn inherit_bounds(
    a: *mut DvmhArray,
    rank: i32,
    dim: i32,
    name: *const c_char,
    call: &str,
) -> (i64, i64) {
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, call) }.or_raise();
    if array.state.rank() as i64 != i64::from(rank) {
        // SAFETY: per the contract.
        let dummy = unsafe { name_from_c(name) };
        error::fatal(format!(
            "the INHERIT dummy {dummy} has {rank} dimension(s), but its actual argument {} has {}",
            array.state.describe(),
            array.state.rank()
        ));
    }
    if dim < 0 || dim >= rank {
        error::fatal(format!("{call}: dimension {dim} of a rank-{rank} array"));
    }
    let k = dim as usize;
    (array.state.bounds.lo(k), array.state.bounds.hi(k))
}

/// The array and the base of an ALIGN or REALIGN, two distinct arrays.
///
/// # Safety
/// `a` and `base` come from `dvmh_array_create` and no other reference to them is held.
unsafe fn array_and_base<'a>(
    a: *mut DvmhArray,
    base: *mut DvmhArray,
    call: &str,
) -> (&'a mut ArrayObject, &'a mut ArrayObject) {
    if a == base {
        error::fatal(format!("{call}: an array cannot be aligned with itself"));
    }
    // SAFETY: per the contract; `a != base`, so the two borrows do not alias.
    unsafe {
        (
            ArrayObject::from_handle(a, call).or_raise(),
            ArrayObject::from_handle(base, call).or_raise(),
        )
    }
}
