// Template sizes: a template in a function may take its sizes from variables (evaluated at its
// declaration), a file-scope one needs constants; '%' works in directive expressions, and a
// remainder by zero in a constant one is an error.
int n = 8;
#pragma dvm template[n][4] distribute[block][block] // ERROR: a file-scope template's sizes are integer constants (a template in a function may have sizes known at run time); 'n' is not one
void *T;
#pragma dvm array distribute[block], shadow[5 % 0] // ERROR: division by zero in a directive expression
double A[10];

double f(int m)
{
#pragma dvm template[m][m % 5 + 2] distribute[block][]
    void *L;
#pragma dvm array align([i][j] with L[i][j])
    double (*B)[m % 5 + 2];
    return 0;
}

int main(void)
{
    return (int)f(3);
}
