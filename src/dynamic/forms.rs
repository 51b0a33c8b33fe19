//! The typed operations in forms of `DynTensor`'s own, each compiled once
//! per dtype rather than once per pair of dtypes as the typed operation on
//! the pair would be: on operands converted to one dtype first, with the
//! values of the typed operation on the pair.

use std::vec::Vec;

use ndarray::ArrayD;

use crate::dtype::{Bool, DType};
use crate::policy::Policy;
use crate::scalar::Element;
use crate::tensor::binary::{Fmax, Fmin};
use crate::tensor::functions::fmax_fmin;
use crate::tensor::rewrites::{BoolSelect, select_reciprocal};
use crate::tensor::run::ElementOp;
use crate::tensor::run::{NewArray, Run};
use crate::tensor::{Float, ShapeError, Tensor, binary};

/// The quotient of a `Bool` dividend whose values were converted to `J`
/// first: what the typed quotient of the `Bool` computes, the select of
/// [`BoolSelect::dividend`] where XLA makes one (the condition is the
/// converted value's truth, as the `Bool`'s) and the quotient of the
/// converted values otherwise. `DynTensor` runs it for the extended dtypes,
/// on operands converted to the quotient's float, so that their loops are
/// compiled once per dtype and not for each pair with a `Bool` dividend.
pub(super) fn true_divide_bool_dividend<J: Float, P: Policy>(
    x: &Tensor<J, P>,
    y: &Tensor<J, P>,
) -> Result<Tensor<J, P>, ShapeError> {
    let run = NewArray::new(x.engine_array(), y.engine_array());
    if BoolSelect::dividend::<Bool, J>(x.shape(), y.shape()) {
        run.run(select_reciprocal)
    } else {
        <binary::TrueDivide as ElementOp<J, J>>::run::<J, J, _>(run)
    }
    .map(Tensor::from_array)
}

/// `fmax` (`max`) or `fmin` of `x` and `y`, where `y` holds the values of a
/// boolean or integer operand converted to `J`: flushed as [`fmax_fmin`]
/// flushes for such an operand (`Bool` stands for any dtype that cannot be
/// NaN), so that the values are those of `x.fmax(&operand)` on the
/// operand's own dtype, which converts it to `J` in its loop with the same
/// conversion. `DynTensor` converts such an operand first and calls this,
/// one copy of the loops per `J`, instead of the typed function's for each
/// pair of dtypes.
pub(super) fn fmax_fmin_of_integral<J: DType, P: Policy>(
    x: &Tensor<J, P>,
    y: &Tensor<J, P>,
    max: bool,
) -> Result<Tensor<J, P>, ShapeError> {
    let run = NewArray::new(x.engine_array(), y.engine_array());
    let array = if max {
        Run::<_, _, J::Elem>::run(run, fmax_fmin::<Fmax, J, Bool>)
    } else {
        Run::<_, _, J::Elem>::run(run, fmax_fmin::<Fmin, J, Bool>)
    }?;
    Ok(Tensor::from_array(array))
}

/// [`Tensor::cast`] element by element on one thread, without the
/// vectorised kernel: `DynTensor` compiles a cast for every pair of dtypes
/// and keeps the kernel for the classic ones. One plain loop per pair
/// (ndarray's `mapv` compiled its iterators, about ten times the code, for
/// each of the 1,225 pairs).
pub(super) fn cast_serial<D: DType, E: DType, P: Policy>(t: &Tensor<D, P>) -> Tensor<E, P> {
    let view = t.view();
    let standard = view.as_standard_layout();
    let elements = standard
        .as_slice()
        .expect("an array in standard layout is contiguous");
    let mut data = Vec::with_capacity(elements.len());
    for &x in elements {
        data.push(x.cast::<E::Elem>());
    }
    let array = ArrayD::from_shape_vec(standard.raw_dim(), data)
        .expect("the data has one element per element of the shape");
    Tensor::from_array(array)
}
