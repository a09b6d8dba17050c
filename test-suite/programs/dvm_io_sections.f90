! Sections of distributed arrays in I/O lists: PRINT and WRITE of sections (columns, rows,
! strided and scalar-subscripted ones), READ of a section from a file written before; rank 0
! does the file work and the output is written once.
program dvm_io_sections
  implicit none
  integer, parameter :: n = 8, m = 6
  real(8) :: a(n, m)
  integer :: c(n, m)
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align c(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 0.25d0 * j
      c(i, j) = 10 * i + j
    end do
  end do
  print *, a(2:5, 3)
  print *, c(n, :)
  print '(4I5)', c(1:n:2, 2)
  j = 4
  write (*, '(8F7.2)') a(:, j)
  write (*, *) c(3:1:-1, m), a(n, 1:m:2)
  open (10, file = 'dvm_io_sections.txt', status = 'replace')
  write (10, *) (100 * i + 7, i = 1, n)
  write (10, *) (0.5d0 * i, i = 1, m)
  close (10)
  open (10, file = 'dvm_io_sections.txt', status = 'old')
  read (10, *) c(1:n, 5)
  read (10, *) a(3, :)
  close (10, status = 'delete')
  print *, c(:, 5)
  print *, a(3, :), a(4, 6)
  print *, sum(c), sum(a)
end program
