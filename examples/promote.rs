//! dtype-lattice at work: joins decided by the compiler, the same joins at run
//! time, strict promotion, and the table the lattice generates.
//!
//! Run with `cargo run --example promote`.

use dtype_lattice::*;

/// The name of `A ⊔ B`, computed by the trait solver from the generated impls.
fn join<A: Promote<B>, B: DType>() -> String {
    format!(
        "{:>9} ⊔ {:<9} = {}",
        A::NAME,
        B::NAME,
        <Promoted<A, B> as DType>::NAME
    )
}

fn main() {
    println!("Standard promotion, decided at compile time:");
    for line in [
        join::<Int8, UInt8>(),        // signed and unsigned meet one size up
        join::<Int32, Float16>(),     // integers join floats without widening them
        join::<BFloat16, Float16>(),  // two 16-bit formats meet at float32
        join::<UInt64, Int64>(),      // no integer holds both: the weak float
        join::<Float16, WeakFloat>(), // a float literal keeps the tensor's width
        join::<Int8, WeakInt>(),      // an int literal too
        join::<Float32, Complex64>(),
    ] {
        println!("  {line}");
    }
    println!(
        "  Promoted![Bool, UInt8, Int8, Float16] = {}",
        <Promoted![Bool, UInt8, Int8, Float16] as DType>::NAME
    );

    println!("\nThe same at run time, from names:");
    for (a, b) in [
        ("int8", "uint8"),
        ("i4", "f2"),
        ("bf", "f*"),
        ("int8", "float8_e4m3fn"),
        ("float8_e4m3fn", "float32"),
    ] {
        let (x, y): (DTypeId, DTypeId) = (a.parse().unwrap(), b.parse().unwrap());
        match promote_types(x, y) {
            Ok(joined) => println!("  promote_types({a}, {b}) = {joined}"),
            Err(error) => println!("  promote_types({a}, {b}): {error}"),
        }
    }
    match "float".parse::<DTypeId>() {
        Ok(id) => println!("  parsed {id}"),
        Err(error) => println!("  \"float\".parse(): {error}"),
    }

    println!("\nStrict promotion (JAX's jax_numpy_dtype_promotion='strict'):");
    for (a, b) in [
        (DTypeId::Float32, DTypeId::WeakFloat),
        (DTypeId::WeakInt, DTypeId::BFloat16),
        (DTypeId::Float32, DTypeId::Int32),
    ] {
        match strict_promote_types(a, b) {
            Ok(j) => println!("  {a} ⊔ {b} = {j}"),
            Err(error) => println!("  {a} ⊔ {b}: {error}"),
        }
    }

    println!("\nThe standard promotion table (JAX's codes):\n");
    print!("{}", PromotionMode::Standard.table());
}
