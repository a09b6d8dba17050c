! NAMELIST input of arrays of structures: an element's component (`arr(2)%x=1.5`, in any
! order, blanks in the subscripts), an element of an array component (`arr(1)%v(2)=`), a
! whole element (`arr(3) = 1, 2, 3, 4.5, 'ab'`), the whole array (values in array element
! order), a component of every element (`m%n = 5, 6`), two-dimensional arrays and nested structures;
! from files and internal files.
program namelist_structure_arrays_input
  implicit none
  type t
    integer :: i
    real :: v(2)
    real :: x
    character(len=3) :: tag
  end type t
  type p
    integer :: n
    real(8) :: w
  end type p
  type q
    logical :: on
    type(p) :: inner
  end type q
  type(t) :: arr(3)
  type(p) :: m(2, 2)
  type(q) :: nest(2)
  integer :: k, total
  character(len=80) :: buf
  namelist /g/ arr, k
  namelist /h/ m, nest
  arr = t(0, [0.0, 0.0], 0.0, '---')
  m = p(0, 0d0)
  nest = q(.false., p(0, 0d0))
  k = 0
  open(10, file='nml_sa_input.txt', status='replace')
  write(10, '(a)') '&g arr(2)%x=1.5, arr(1)%i=3, ARR( 3 )%I=7 arr(3)%x=-2.0'
  write(10, '(a)') ' arr(1)%v(2)=4.25 arr(2)%tag="xyz" k=9 /'
  write(10, '(a)') '&h m(2,1)%n=21 m(1,2)%w=0.125d0 nest(2)%inner%n=5 nest(1)%on=T /'
  write(10, '(a)') '&g arr(3) = 1, 2.0, 3.0, 4.5, "ab" /'
  close(10)
  open(10, file='nml_sa_input.txt', status='old')
  read(10, nml=g)
  print *, arr(1)%i, arr(1)%v, arr(2)%x, arr(2)%tag, arr(3)%i, arr(3)%x, k
  read(10, nml=h)
  print *, m%n, m%w
  print *, nest%on, nest%inner%n
  read(10, nml=g)
  print *, arr(3)%i, arr(3)%v, arr(3)%x, '[', arr(3)%tag, ']'
  close(10, status='delete')
  buf = '&h m = 1, 1.5d0, 2, 2.5d0, 3 3.5d0 4, 4.5d0 /'
  read(buf, nml=h)
  print *, m%n, m%w
  buf = '&h m%n = 5, 6, 7 nest%on = F T /'
  read(buf, nml=h)
  print *, m%n, nest%on
  buf = '&g arr(2) = 8 /'
  read(buf, nml=g)
  print *, arr(2)%i, arr(2)%v, arr(2)%x, arr(2)%tag
  total = sum(arr%i) + sum(m%n) + nest(2)%inner%n
  print *, 'total', total
  write(*, nml=h)
end program namelist_structure_arrays_input
