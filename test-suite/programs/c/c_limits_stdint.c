// <limits.h>, <stdint.h> and <float.h>: the extreme values, fixed-width types, exact-width
// wrap-around, INT_MIN handling, and the float/double epsilons.
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <float.h>
#include <inttypes.h>

int main(void) {
    printf("CHAR_BIT %d SCHAR %d..%d UCHAR_MAX %d\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("SHRT %d..%d USHRT_MAX %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("INT %d..%d UINT_MAX %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("LONG %ld..%ld ULONG_MAX %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("LLONG_MAX %lld\n", LLONG_MAX);
    int8_t a = 127;
    a = (int8_t)(a + 1);
    uint8_t b = 0;
    b--;
    int16_t c = INT16_MIN;
    uint16_t d = UINT16_MAX;
    int32_t e = INT32_MAX;
    uint32_t f = 0xDEADBEEFu;
    int64_t g = INT64_MIN + 1;
    uint64_t h = UINT64_MAX / 3;
    printf("%d %u %d %u %d\n", a, b, c, d, e);
    printf("%" PRIu32 " %" PRIx32 " %" PRId64 " %" PRIu64 "\n", f, f, g, h);
    printf("sizes %d %d %d %d %d\n", (int)sizeof(int8_t), (int)sizeof(int16_t), (int)sizeof(int32_t), (int)sizeof(int64_t), (int)sizeof(intptr_t));
    uintptr_t up = 0;
    size_t sz = SIZE_MAX;
    printf("uintptr %lu size_max %zu\n", (unsigned long)up, sz);
    printf("INT_MIN / -1 avoided: %d\n", INT_MIN / 2);
    printf("-INT_MAX-1 == INT_MIN %d\n", -INT_MAX - 1 == INT_MIN);
    printf("FLT_EPSILON %g DBL_EPSILON %g\n", FLT_EPSILON, DBL_EPSILON);
    printf("FLT_MAX %g DBL_MAX %g\n", FLT_MAX, DBL_MAX);
    printf("DBL_MIN %g FLT_DIG %d DBL_DIG %d DBL_MANT_DIG %d\n", DBL_MIN, FLT_DIG, DBL_DIG, DBL_MANT_DIG);
    printf("1 + eps/2 == 1: %d\n", 1.0 + DBL_EPSILON / 2 == 1.0);
    float fe = 1.0f;
    while ((float)(1.0f + fe / 2) != 1.0f) fe /= 2;
    printf("computed float eps %g\n", fe);
    int_least16_t l16 = 300;
    int_fast32_t f32 = -70000;
    printf("%d %ld\n", (int)l16, (long)f32);
    intmax_t im = INTMAX_MAX;
    printf("intmax %jd\n", im);
    return 0;
}
