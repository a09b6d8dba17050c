// 'static' and qualifiers in '[]' belong to a parameter's outermost array only, as gcc says.
int a[static 3]; // ERROR: static or type qualifiers in non-parameter array declarator
void f(int n, int b[3][static 4]); // ERROR: static or type qualifiers in non-parameter array declarator
void g(int n, int (*p)[static 4]); // ERROR: static or type qualifiers in non-parameter array declarator
void h(int n, double x[static n], int *q[restrict 2], double y[static 2][3]);

struct s {
    int m[static 2]; // ERROR: static or type qualifiers in non-parameter array declarator
};

int main(void)
{
    int c[static 2]; // ERROR: static or type qualifiers in non-parameter array declarator
    int d[volatile 2]; // ERROR: static or type qualifiers in non-parameter array declarator
    int k = (int)sizeof(int[static 5]); // ERROR: static or type qualifiers in non-parameter array declarator
    return 0;
}
