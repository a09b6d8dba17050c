// What the C front end does not support yet is reported as such, never miscompiled.
#include <stdlib.h>
#include <stdio.h>

__int128 ld; // ERROR: '_Float128' and '__int128' values are not supported yet
int f(void) { continue; return 0; } // ERROR: continue statement not within a loop
void g(void) { return 1; } // ERROR: 'return' with a value, in function returning void
int h(int *p, int *q) { return p + q != 0; } // ERROR: invalid operands to binary operator (pointers support + and - of integers, pointer difference and comparisons)
int k(void) { int *p = 0; int n = p; return n; } // ERROR: conversion from 'int *' to 'int' is not supported (pointers and integers do not mix)
struct pair { int a, b; };
int m(struct pair v) { return printf("%d", v.a); }
int m2(struct pair v) { return m(v.a); } // ERROR: incompatible type for argument 1 of 'm': 'int' where 'struct pair' is expected
struct opaque;
int m3(struct opaque x) { return 0; } // ERROR: incomplete parameter type 'struct opaque'
int n(void) { int x = 3; return x(1); } // ERROR: called object of type 'int' is not a function or function pointer
int main(void) {
    return 0;
}
